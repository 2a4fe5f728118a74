import { TRPCError } from '@trpc/server';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { BLOG_ADMIN_TEXT } from '../../../shared/rules/blog';
import { fromSydneyLocal } from '../../../shared/lib/sydney-clock';
import type { AdminBlogPostDetail, BlogPostFields } from '../../../shared/schemas/admin/blog-posts';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { authors, blogCategories, blogPostRedirects, blogPosts } from '../../db/schema';
import { forgetContent } from '../../reactions/forget-content';
import { fieldError } from '../../trpc/field-errors';
import { derivedStatus } from './list';
import { claimSlug, isSlugClash, slugTaken } from './slugs';
import { postWentOut } from '../../webhooks/publish-events';

type BlogPostRow = typeof blogPosts.$inferSelect;

/** What the audit log keeps of a post: every field the editor changes, the body included. */
function editableFields(row: BlogPostRow) {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    body: row.body,
    image: row.image,
    categoryId: row.categoryId,
    authorId: row.authorId,
    featured: row.featured,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

async function oldSlugsOf(db: Db, postId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPostRedirects.slug })
    .from(blogPostRedirects)
    .where(eq(blogPostRedirects.postId, postId))
    .orderBy(blogPostRedirects.slug);
  return rows.map((r) => r.slug);
}

export async function blogPostForEditor(db: Db, id: number): Promise<AdminBlogPostDetail> {
  const [row] = await db
    .select({ post: getTableColumns(blogPosts), status: derivedStatus() })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: BLOG_ADMIN_TEXT.notFound });
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    description: post.description,
    body: post.body,
    image: post.image,
    categoryId: post.categoryId,
    authorId: post.authorId,
    featured: post.featured,
    commentsOpen: post.commentsOpen,
    status: row.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt.toISOString(),
    oldSlugs: await oldSlugsOf(db, post.id),
  };
}

/** A category or author chosen in the form must still exist (someone may have just deleted it). */
async function checkReferences(tx: Db, input: BlogPostFields): Promise<void> {
  if (input.categoryId !== null) {
    const [category] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.categoryId));
    if (!category) throw fieldError('BAD_REQUEST', 'categoryId', BLOG_ADMIN_TEXT.categoryNotFound);
  }
  if (input.authorId !== null) {
    const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, input.authorId)).for('share');
    if (!author) throw fieldError('BAD_REQUEST', 'authorId', BLOG_ADMIN_TEXT.authorNotFound);
  }
}

/**
 * The stored status and date for the admin's choice:
 * - draft keeps the date it was last published (hidden while a draft; publishing again dates it
 *   anew), null for a post never published;
 * - publish now dates the post now, except a post already live, which keeps its date (an edit of
 *   a live post doesn't make it news again);
 * - schedule stores the Sydney time asked for as an instant.
 */
function publication(input: BlogPostFields, before: { row: BlogPostRow; live: boolean } | null) {
  if (input.status === 'draft') return { status: 'draft' as const, publishedAt: before?.row.publishedAt ?? null };
  if (input.status === 'scheduled') return { status: 'published' as const, publishedAt: fromSydneyLocal(input.scheduledFor!)! };
  return { status: 'published' as const, publishedAt: before?.live ? before.row.publishedAt! : sql`now()` };
}

function columnsOf(input: BlogPostFields) {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    body: input.body,
    image: input.image,
    categoryId: input.categoryId,
    authorId: input.authorId,
    featured: input.featured,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/** Two admins racing for one address: the unique index decides, and the loser hears why. */
async function slugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}

export function createBlogPost(db: Db, actor: SessionUser, input: BlogPostFields): Promise<AdminBlogPostDetail> {
  return slugRace(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, input);
      await claimSlug(tx, input.slug, null);
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columnsOf(input), ...publication(input, null) })
        .returning();
      await recordChange(tx, actor, {
        action: 'create',
        entityType: 'blog_post',
        entityId: row!.id,
        label: row!.title,
        after: editableFields(row!),
      });
      await postWentOut(tx, row!);
      return blogPostForEditor(tx, row!.id);
    }),
  );
}

export function updateBlogPost(db: Db, actor: SessionUser, input: BlogPostFields & { id: number }): Promise<AdminBlogPostDetail> {
  return slugRace(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ post: getTableColumns(blogPosts), live: sql<boolean>`${derivedStatus()} = 'published'` })
        .from(blogPosts)
        .where(eq(blogPosts.id, input.id))
        .for('update');
      if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: BLOG_ADMIN_TEXT.notFound });
      const before = current.post;
      await checkReferences(tx, input);
      await claimSlug(tx, input.slug, before.id);
      // The old address keeps working: /blog/{old} answers 301 to the new one. A draft never
      // published had no address anyone knows, so nothing is kept (or reserved) for it.
      if (input.slug !== before.slug && before.publishedAt !== null) {
        await tx.insert(blogPostRedirects).values({ slug: before.slug, postId: before.id });
      }
      const [row] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(input), ...publication(input, { row: before, live: current.live }), updatedAt: sql`now()` })
        .where(eq(blogPosts.id, before.id))
        .returning();
      await recordChange(tx, actor, {
        action: 'update',
        entityType: 'blog_post',
        entityId: before.id,
        label: row!.title,
        before: editableFields(before),
        after: editableFields(row!),
      });
      if (!current.live) await postWentOut(tx, row!);
      return blogPostForEditor(tx, before.id);
    }),
  );
}

/**
 * Deletes a post with its old addresses (cascade), its likes and saved items, and the links of
 * notifications that led to any of its addresses.
 */
export function deleteBlogPost(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: BLOG_ADMIN_TEXT.notFound });
    const oldSlugs = await oldSlugsOf(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await forgetContent(
      tx,
      'blog_post',
      id,
      [before.slug, ...oldSlugs].map((slug) => `/blog/${slug}`),
    );
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'blog_post',
      entityId: id,
      label: before.title,
      before: { ...editableFields(before), oldSlugs },
    });
    return { id };
  });
}
