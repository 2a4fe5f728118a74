import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, blogCategories, blogPosts, comparisonCategories, forumThreads, forumTopics, recipes, resources } from '../db/schema';
import { threadPublished } from '../community/visibility';
import { blogPostIsLive } from '../content/blog';

/**
 * What the sitemap and the feed are made of: public content only, read column by column so
 * nothing else (a members-only file's name, a member's email) is ever at hand to leak.
 */

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** A sitemap holds at most 50,000 addresses; the rest of the forum is reached through its topics. */
export const SITEMAP_MAX_THREADS = 40_000;
/** RSS readers show the newest; older posts stay in the sitemap. */
export const FEED_POST_COUNT = 20;

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/** Live blog posts, recipes, resources' pages (never their files) and the product comparisons. */
export async function contentSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [posts, recipeRows, resourceRows, comparisons] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(blogPostIsLive())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db.select({ slug: recipes.slug, updatedAt: recipes.updatedAt }).from(recipes).orderBy(desc(recipes.publishedAt), desc(recipes.id)),
    db
      .select({ id: resources.id, updatedAt: resources.updatedAt })
      .from(resources)
      .orderBy(desc(resources.publishedAt), desc(resources.id)),
    db.select({ slug: comparisonCategories.slug }).from(comparisonCategories).orderBy(comparisonCategories.id),
  ]);
  const postEntries = posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: later(post.updatedAt, post.publishedAt) }));
  const recipeEntries = recipeRows.map((row) => ({ path: `/recipes/${row.slug}`, lastModified: row.updatedAt }));
  const resourceEntries = resourceRows.map((row) => ({ path: `/resources/id/${row.id}`, lastModified: row.updatedAt }));
  const newest = (entries: SitemapEntry[]) => entries.reduce<Date | null>((at, entry) => later(at, entry.lastModified), null);
  return [
    { path: '/', lastModified: later(newest(postEntries), later(newest(recipeEntries), newest(resourceEntries))) },
    { path: '/blog', lastModified: newest(postEntries) },
    ...postEntries,
    { path: '/recipes', lastModified: newest(recipeEntries) },
    ...recipeEntries,
    { path: '/resources', lastModified: newest(resourceEntries) },
    ...resourceEntries,
    ...comparisons.map((row) => ({ path: `/product-comparison/${row.slug}`, lastModified: null })),
    ...['/partnerships', '/privacy-policy', '/terms-of-use', '/support', '/download-app'].map((path) => ({ path, lastModified: null })),
  ];
}

/** The forum's front page, topics and threads (public to read); no author, no member page. */
export async function forumSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [topics, threads] = await Promise.all([
    db
      .select({ id: forumTopics.id, lastActivityAt: max(forumThreads.lastActivityAt) })
      .from(forumTopics)
      .leftJoin(forumThreads, and(eq(forumThreads.topicId, forumTopics.id), threadPublished))
      .groupBy(forumTopics.id)
      .orderBy(forumTopics.id),
    db
      .select({ id: forumThreads.id, lastActivityAt: forumThreads.lastActivityAt, updatedAt: forumThreads.updatedAt })
      .from(forumThreads)
      .where(threadPublished)
      .orderBy(desc(forumThreads.lastActivityAt), desc(forumThreads.id))
      .limit(SITEMAP_MAX_THREADS),
  ]);
  const threadEntries = threads.map((row) => ({
    path: `/community/thread/${row.id}`,
    lastModified: later(row.lastActivityAt, row.updatedAt),
  }));
  return [
    { path: '/community', lastModified: threadEntries[0]?.lastModified ?? null },
    ...topics.map((row) => ({ path: `/community/topic/${row.id}`, lastModified: toDate(row.lastActivityAt) })),
    ...threadEntries,
  ];
}

/** max() over a timestamp comes back as a string from some drivers. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

export interface FeedPost {
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  updatedAt: Date;
  category: string | null;
  author: string | null;
}

/** The newest live posts (published, not scheduled for later). */
export async function feedPosts(db: Db): Promise<FeedPost[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      category: blogCategories.name,
      author: authors.name,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(authors, eq(authors.id, blogPosts.authorId))
    .where(and(blogPostIsLive(), sql`${blogPosts.publishedAt} IS NOT NULL`))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEED_POST_COUNT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}
