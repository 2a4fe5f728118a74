import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { blogPostIsLive } from '../content/blog';
import { blogPosts, recipes } from '../db/schema';
import type { AppEnv } from '../http/types';
import { rssFeed } from './feed';
import { contentImagePng, defaultImagePng } from './og-image';
import { contentSitemapEntries, feedPosts, forumSitemapEntries } from './public-content';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/**
 * What crawlers fetch besides pages: /sitemap.xml, /feed.xml and /robots.txt. Built from public
 * content only and kept in the shared cache under the tags of what they are made of, so a
 * content or forum write drops them (browsers and proxies revalidate every time).
 */
const REVALIDATE = 'no-cache';

export function seoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/sitemap.xml', async (c) => {
    const { cache, db, publicUrl } = c.var.services;
    // Two parts, one per tag: a forum post changes only the forum's part.
    const [content, forum] = await Promise.all([
      cache.get('content', 'seo:sitemap:content', () => contentSitemapEntries(db)),
      cache.get('forum', 'seo:sitemap:forum', () => forumSitemapEntries(db)),
    ]);
    c.header('Cache-Control', REVALIDATE);
    return c.body(sitemapXml(publicUrl, [...content, ...forum]), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  app.get('/feed.xml', async (c) => {
    const { cache, db, publicUrl } = c.var.services;
    const xml = await cache.get('content', 'seo:feed', async () => rssFeed(publicUrl, await feedPosts(db)));
    c.header('Cache-Control', REVALIDATE);
    return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(robotsTxt(c.var.services.publicUrl), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  app.get('/og/default.png', async (c) => pngResponse(c, await defaultImagePng()));

  // A post's or recipe's own image; the default one when it has none or it can't be read.
  app.get('/og/blog/:file', async (c) => {
    const image = await imageOf(c, async (slug) => {
      const [row] = await c.var.services.db
        .select({ image: blogPosts.image })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), blogPostIsLive()));
      return row;
    });
    return image === undefined ? c.json({ error: HTTP_TEXT.notFound }, 404) : pngResponse(c, image);
  });
  app.get('/og/recipes/:file', async (c) => {
    const image = await imageOf(c, async (slug) => {
      const [row] = await c.var.services.db.select({ image: recipes.image }).from(recipes).where(eq(recipes.slug, slug));
      return row;
    });
    return image === undefined ? c.json({ error: HTTP_TEXT.notFound }, 404) : pngResponse(c, image);
  });

  return app;
}

const PNG_CACHE_CONTROL = 'public, max-age=3600';

function pngResponse(c: Context<AppEnv>, png: Buffer): Response {
  c.header('Cache-Control', PNG_CACHE_CONTROL);
  return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
}

/** `{slug}.png` → the PNG of that page's image (default when none); undefined when no such page. */
async function imageOf(
  c: Context<AppEnv>,
  find: (slug: string) => Promise<{ image: string | null } | undefined>,
): Promise<Buffer | undefined> {
  const file = c.req.param('file') ?? '';
  const slug = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  if (!slug || slug.length > 200) return undefined;
  const row = await find(slug);
  if (!row) return undefined;
  const own = row.image ? await contentImagePng(row.image, c.var.services) : null;
  return own ?? defaultImagePng();
}
