import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONTENT_TYPES, type ContentType, REACTION_ERRORS } from '../../shared/constants/reactions';
import type { ContentRef } from '../../shared/schemas/reactions';
import { blogPostIsLive } from '../content/blog';
import type { Db } from '../db/client';
import { blogPosts, comments, forumThreads, recipes, resources } from '../db/schema';
import { commentedItems, itemKey } from '../comments/targets';
import { threadPublished } from '../community/visibility';

/**
 * The one place that knows what members can like and save: which table each content type lives
 * in, when an item counts as public, and what the saved-items page shows of it. Likes and saves
 * point at items by (contentType, contentId) with no foreign key, so every read goes through here.
 */

/** What a list of saved items shows of one item. */
export interface ContentSummary {
  id: number;
  title: string;
  description: string;
  image: string | null;
  link: string;
}

/** A thread's description is the start of its text, not all 10,000 characters of it. */
export const THREAD_DESCRIPTION_MAX = 200;

function threadDescription(content: string): string {
  return content.length > THREAD_DESCRIPTION_MAX ? `${content.slice(0, THREAD_DESCRIPTION_MAX).trimEnd()}…` : content;
}

/** A comment anyone may see and like: published and not deleted by its author. */
const commentPublished = and(eq(comments.status, 'published'), isNull(comments.deletedAt));

// Blog posts are public once published and no longer scheduled: the blog's own rule,
// blogPostIsLive. Recipes and resources have no draft state: the site shows every row, whatever
// its publishedAt, so every row can be liked. Forum threads are public while they exist.

type SummaryLoader = (db: Db, ids: number[]) => Promise<ContentSummary[]>;

/** One query per content type, however many items: each loader takes every id of its type. */
const summaryLoaders: Record<ContentType, SummaryLoader> = {
  async recipe(db, ids) {
    const rows = await db
      .select({ id: recipes.id, slug: recipes.slug, title: recipes.title, description: recipes.description, image: recipes.image })
      .from(recipes)
      .where(inArray(recipes.id, ids));
    return rows.map(({ slug, ...row }) => ({ ...row, link: `/recipes/${slug}` }));
  },
  async blog_post(db, ids) {
    const rows = await db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        description: blogPosts.description,
        image: blogPosts.image,
      })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), blogPostIsLive()));
    return rows.map(({ slug, ...row }) => ({ ...row, link: `/blog/${slug}` }));
  },
  async resource(db, ids) {
    const rows = await db
      .select({
        id: resources.id,
        title: resources.title,
        description: resources.description,
        image: resources.masterclassImage,
      })
      .from(resources)
      .where(inArray(resources.id, ids));
    return rows.map((row) => ({ ...row, link: `/resources/id/${row.id}` }));
  },
  async thread(db, ids) {
    const rows = await db
      .select({
        id: forumThreads.id,
        title: forumThreads.title,
        // One character more than shown, so we know whether to add the ellipsis.
        content: sql<string>`left(${forumThreads.content}, ${THREAD_DESCRIPTION_MAX + 1})`,
      })
      .from(forumThreads)
      .where(and(inArray(forumThreads.id, ids), threadPublished));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: threadDescription(row.content),
      image: null,
      link: `/community/thread/${row.id}`,
    }));
  },
  /** A published comment on a public item: the start of its text, linked to its place on the item's page. */
  async comment(db, ids) {
    const rows = await db
      .select({
        id: comments.id,
        body: sql<string>`left(${comments.body}, ${THREAD_DESCRIPTION_MAX + 1})`,
        contentType: comments.contentType,
        contentId: comments.contentId,
      })
      .from(comments)
      .where(and(inArray(comments.id, ids), commentPublished));
    const items = await commentedItems(db, rows);
    return rows.flatMap((row) => {
      const item = items.get(itemKey(row.contentType, row.contentId));
      if (!item) return [];
      return [
        { id: row.id, title: item.title, description: threadDescription(row.body), image: null, link: `${item.path}#comment-${row.id}` },
      ];
    });
  },
};

/** Where a summary is kept in the map `contentSummaries` answers. */
export function contentKey(ref: ContentRef): string {
  return `${ref.contentType}:${ref.contentId}`;
}

/**
 * The public items among `refs`, keyed by `contentKey`: at most one query per content type.
 * Items that don't exist (or aren't public) are simply absent.
 */
export async function contentSummaries(db: Db, refs: readonly ContentRef[]): Promise<Map<string, ContentSummary>> {
  const summaries = new Map<string, ContentSummary>();
  for (const contentType of CONTENT_TYPES) {
    const ids = [...new Set(refs.filter((ref) => ref.contentType === contentType).map((ref) => ref.contentId))];
    if (ids.length === 0) continue;
    for (const summary of await summaryLoaders[contentType](db, ids)) {
      summaries.set(contentKey({ contentType, contentId: summary.id }), summary);
    }
  }
  return summaries;
}

/** Each a primary-key lookup of every id of one type, finding the items that are public. */
const publicIdQueries: Record<ContentType, (db: Db, ids: number[]) => Promise<{ id: number }[]>> = {
  recipe: (db, ids) => db.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids)),
  blog_post: (db, ids) =>
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), blogPostIsLive())),
  resource: (db, ids) => db.select({ id: resources.id }).from(resources).where(inArray(resources.id, ids)),
  thread: (db, ids) =>
    db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(and(inArray(forumThreads.id, ids), threadPublished)),
  async comment(db, ids) {
    const rows = await db
      .select({ id: comments.id, contentType: comments.contentType, contentId: comments.contentId })
      .from(comments)
      .where(and(inArray(comments.id, ids), commentPublished));
    const items = await commentedItems(db, rows);
    return rows.filter((row) => items.has(itemKey(row.contentType, row.contentId)));
  },
};

/** The `contentKey`s of the public items among `refs`: at most one query per content type. */
export async function publicContentKeys(db: Db, refs: readonly ContentRef[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const contentType of CONTENT_TYPES) {
    const ids = [...new Set(refs.filter((ref) => ref.contentType === contentType).map((ref) => ref.contentId))];
    if (ids.length === 0) continue;
    for (const { id } of await publicIdQueries[contentType](db, ids)) keys.add(contentKey({ contentType, contentId: id }));
  }
  return keys;
}

/** Whether the item exists and is public. */
export async function contentExists(db: Db, ref: ContentRef): Promise<boolean> {
  const rows = await publicIdQueries[ref.contentType](db, [ref.contentId]);
  return rows.length > 0;
}

/** NOT_FOUND (REACTION_ERRORS.contentNotFound) unless the item exists and is public. */
export async function assertContentExists(db: Db, ref: ContentRef): Promise<void> {
  if (!(await contentExists(db, ref))) throw new TRPCError({ code: 'NOT_FOUND', message: REACTION_ERRORS.contentNotFound });
}

/** The member who wrote the item (a thread), or null for the team's content (recipes, posts, resources). */
export async function contentAuthorId(db: Db, ref: ContentRef): Promise<number | null> {
  if (ref.contentType !== 'thread') return null;
  const [thread] = await db.select({ authorId: forumThreads.authorId }).from(forumThreads).where(eq(forumThreads.id, ref.contentId));
  return thread?.authorId ?? null;
}
