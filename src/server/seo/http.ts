import { Hono } from 'hono';
import type { PageHeadLookup } from '../http/client-app';
import type { AppEnv } from '../http/types';
import { notFoundHead, pageHead } from './page-head';
import { rssFeed } from './feed';
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

  return app;
}

/** The client app's head step: a public page's own head, a not-found head for a path no page has. */
export const pageHeadLookup: PageHeadLookup = async (c, isPage) => {
  const services = c.var.services;
  if (!isPage) return notFoundHead(services.publicUrl, c.req.path);
  return pageHead(services, c.req.path);
};
