import { useCallback, useMemo } from 'react';
import type { AuthorDto, BlogCategoryDto, BlogPostDto } from '../../../shared/schemas/content';
import { trpc } from '../../trpc';

export interface BlogLookups {
  /** The post's category, or null (unknown, not loaded yet, or none). */
  categoryOf: (post: BlogPostDto) => BlogCategoryDto | null;
  /** The post's author, or null (unknown, not loaded yet, or none). */
  authorOf: (post: BlogPostDto) => AuthorDto | null;
  /** True until both lists have answered (or failed). */
  isPending: boolean;
}

function byId<T extends { id: number }>(items: T[] | undefined): Map<number, T> {
  return new Map((items ?? []).map((item) => [item.id, item]));
}

/**
 * Blog posts carry only categoryId and authorId; cards need the category and author. Both
 * lists are small and the same for everyone, so they are read once and shared by every card.
 */
export function useBlogLookups(): BlogLookups {
  const categories = trpc.content.blog.categories.useQuery();
  const authors = trpc.content.authors.list.useQuery();
  const categoryById = useMemo(() => byId(categories.data), [categories.data]);
  const authorById = useMemo(() => byId(authors.data), [authors.data]);

  const categoryOf = useCallback(
    (post: BlogPostDto) => (post.categoryId === null ? null : (categoryById.get(post.categoryId) ?? null)),
    [categoryById],
  );
  const authorOf = useCallback(
    (post: BlogPostDto) => (post.authorId === null ? null : (authorById.get(post.authorId) ?? null)),
    [authorById],
  );
  return { categoryOf, authorOf, isPending: categories.isPending || authors.isPending };
}
