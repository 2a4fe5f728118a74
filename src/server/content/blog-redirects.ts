import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { blogPostRedirects, blogPosts } from '../db/schema';
import type { AppEnv } from '../http/types';
import { blogPostIsLive } from './blog';

const REDIRECTS_KEY = 'blog:redirects';

/**
 * A renamed post's old addresses answer 301 to its address now. Permanent for search engines, but
 * not kept by browsers: the admin may take an old address back, and a kept 301 would then send
 * readers round in a loop.
 */
export const REDIRECT_CACHE_CONTROL = 'no-cache';

/** Old slug → slug now, of live posts only (a draft's new address is nobody's business). */
async function loadRedirects(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: blogPostRedirects.slug, to: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(blogPostIsLive());
  return new Map(rows.map((row) => [row.from, row.to]));
}

/**
 * The slug a post once known as `slug` has now, or null. All redirects are read in one query and
 * kept with the content (they are few, and a list of them can't be grown by asking for made-up
 * addresses the way one cache entry per asked slug could).
 */
export async function blogRedirectTarget(cache: SharedCache, db: Db, slug: string): Promise<string | null> {
  const redirects = await cache.get('content', REDIRECTS_KEY, () => loadRedirects(db));
  return redirects.get(slug) ?? null;
}

/** `/blog/{old}` answers 301 to `/blog/{new}` before the client app draws a not-found page. */
export const blogPageRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const slug = c.req.param('slug');
  const { cache, db } = c.var.services;
  const target = slug ? await blogRedirectTarget(cache, db, slug) : null;
  if (!target) return next();
  const search = new URL(c.req.url).search;
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`/blog/${target}${search}`, 301);
};
