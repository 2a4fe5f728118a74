import { TRPCError } from '@trpc/server';
import { and, desc, eq, getTableColumns, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/common';
import type { AuthorDto, BlogCategoryDto, BlogListQuery, BlogPostDetailDto, BlogPostDto } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { authors, blogCategories, blogPosts } from '../db/schema';
import { afterCursor, toPage } from '../db/cursor';
import { markdownHtml } from './markdown-html';

/** PRODUCT.md "Constants and limits": the home page shows 1 featured post plus 3 cards. */
export const FEATURED_POST_COUNT = 4;
export const RELATED_POST_COUNT = 3;
export const BLOG_TEXT = { notFound: 'Blog post not found', categoryNotFound: 'Blog category not found' } as const;

type BlogPostRow = typeof blogPosts.$inferSelect;

export function toBlogPostDto(row: BlogPostRow): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    categoryId: row.categoryId,
    authorId: row.authorId,
    featured: row.featured,
  };
}

function toAuthorDto(row: typeof authors.$inferSelect): AuthorDto {
  return { id: row.id, name: row.name, avatar: row.avatar, role: row.role, bio: row.bio };
}

/**
 * Visible to readers: published, and not scheduled for later. The one statement of the rule:
 * the blog's pages and everything that points at a post (likes, saved items) use it.
 */
export const blogPostIsLive = (): SQL => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`))!;

export async function listBlogCategories(db: Db): Promise<BlogCategoryDto[]> {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(blogCategories.name);
}

export async function listAuthors(db: Db): Promise<AuthorDto[]> {
  const rows = await db.select().from(authors).orderBy(authors.name);
  return rows.map(toAuthorDto);
}

export async function listBlogPosts(db: Db, input: BlogListQuery): Promise<Page<BlogPostDto>> {
  const conditions = [blogPostIsLive()];
  if (input.category) {
    const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, input.category));
    if (!category) throw new TRPCError({ code: 'NOT_FOUND', message: BLOG_TEXT.categoryNotFound });
    conditions.push(eq(blogPosts.categoryId, category.id));
  }
  if (input.cursor) conditions.push(afterCursor(blogPosts.publishedAt, blogPosts.id, input.cursor));
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, (row) => row.publishedAt!, toBlogPostDto);
}

/** Posts flagged featured first, newest first, topped up with the newest others. */
export async function featuredBlogPosts(db: Db): Promise<BlogPostDto[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(blogPostIsLive())
    .orderBy(desc(blogPosts.featured), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEATURED_POST_COUNT);
  return rows.map(toBlogPostDto);
}

export async function blogPostBySlug(db: Db, slug: string, publicUrl: string): Promise<BlogPostDetailDto> {
  const [row] = await db
    .select({ post: getTableColumns(blogPosts), category: getTableColumns(blogCategories), author: getTableColumns(authors) })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(authors, eq(authors.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), blogPostIsLive()));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: BLOG_TEXT.notFound });

  // Same category first, then the newest of the rest, so every post has something to read next.
  const related = await db
    .select()
    .from(blogPosts)
    .where(and(blogPostIsLive(), ne(blogPosts.id, row.post.id)))
    .orderBy(
      sql`(${blogPosts.categoryId} IS NOT DISTINCT FROM ${row.post.categoryId}) DESC`,
      desc(blogPosts.publishedAt),
      desc(blogPosts.id),
    )
    .limit(RELATED_POST_COUNT);

  return {
    ...toBlogPostDto(row.post),
    body: row.post.body,
    bodyHtml: markdownHtml(row.post.body, publicUrl),
    category: row.category ? { id: row.category.id, name: row.category.name, slug: row.category.slug } : null,
    author: row.author ? toAuthorDto(row.author) : null,
    related: related.map(toBlogPostDto),
    commentsOpen: row.post.commentsOpen,
  };
}
