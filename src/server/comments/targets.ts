import { and, eq, inArray } from 'drizzle-orm';
import type { CommentContentType } from '../../shared/constants/comments';
import { blogPostIsLive } from '../content/blog';
import type { Db } from '../db/client';
import { blogPosts, comments, recipes, resources } from '../db/schema';

/**
 * The one place that knows where each commented content type lives: whether an item is public,
 * whether it takes comments, its title and its page. Comments point at items by
 * (contentType, contentId) with no foreign key, like likes.
 */

export interface CommentedItem {
  id: number;
  title: string;
  /** Its page, e.g. /recipes/pumpkin-soup. */
  path: string;
  commentsOpen: boolean;
}

type ItemLoader = (db: Db, ids: number[]) => Promise<CommentedItem[]>;

/** Blog posts count while live (published, not scheduled); recipes and resources have no draft state. */
const loaders: Record<CommentContentType, ItemLoader> = {
  async blog_post(db, ids) {
    const rows = await db
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, commentsOpen: blogPosts.commentsOpen })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), blogPostIsLive()));
    return rows.map(({ slug, ...row }) => ({ ...row, path: `/blog/${slug}` }));
  },
  async recipe(db, ids) {
    const rows = await db
      .select({ id: recipes.id, title: recipes.title, slug: recipes.slug, commentsOpen: recipes.commentsOpen })
      .from(recipes)
      .where(inArray(recipes.id, ids));
    return rows.map(({ slug, ...row }) => ({ ...row, path: `/recipes/${slug}` }));
  },
  async resource(db, ids) {
    const rows = await db
      .select({ id: resources.id, title: resources.title, commentsOpen: resources.commentsOpen })
      .from(resources)
      .where(inArray(resources.id, ids));
    return rows.map((row) => ({ ...row, path: `/resources/id/${row.id}` }));
  },
};

export const itemKey = (contentType: CommentContentType, contentId: number) => `${contentType}:${contentId}`;

/** The public items among `refs`, keyed by itemKey: one query per content type asked for. */
export async function commentedItems(
  db: Db,
  refs: readonly { contentType: CommentContentType; contentId: number }[],
): Promise<Map<string, CommentedItem>> {
  const found = new Map<string, CommentedItem>();
  const types = [...new Set(refs.map((ref) => ref.contentType))];
  for (const contentType of types) {
    const ids = [...new Set(refs.filter((ref) => ref.contentType === contentType).map((ref) => ref.contentId))];
    for (const item of await loaders[contentType](db, ids)) found.set(itemKey(contentType, item.id), item);
  }
  return found;
}

/** One public item, or null. */
export async function commentedItem(db: Db, contentType: CommentContentType, contentId: number): Promise<CommentedItem | null> {
  const [item] = await loaders[contentType](db, [contentId]);
  return item ?? null;
}

/** Where a comment is: its item's page at the comment (null when either is gone). */
export async function commentPlace(db: Db, commentId: number): Promise<string | null> {
  const [row] = await db
    .select({ contentType: comments.contentType, contentId: comments.contentId })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!row) return null;
  const item = await commentedItem(db, row.contentType, row.contentId);
  return item ? `${item.path}#comment-${commentId}` : null;
}

/** A recipe's id by its slug (the recipe page's JSON-LD asks by slug). */
export async function recipeIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug));
  return row?.id ?? null;
}
