import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { pathPattern, trimTrailingSlash } from './path-pattern';
import type { AppEnv } from './types';

/** Whether a request path is one of the client router's pages ('/blog/$slug' …). */
export function pageMatcher(routePaths: string[]): (path: string) => boolean {
  const patterns = routePaths.map((route) => pathPattern(route, '$'));
  return (path) => patterns.some((pattern) => pattern.test(trimTrailingSlash(path)));
}

/** A page's own head (title, meta tags, JSON-LD) and status; null keeps the shell's head. */
export type PageHeadLookup = (c: Context<AppEnv>, isPage: boolean) => Promise<{ html: string; status: 200 | 404 } | null>;

/**
 * index.html as two halves around where its title was, without its own title and description (a
 * page's head brings them, early in the head where previewers that read only the start find
 * them); at the head's end when it has no title. Null when there is no head.
 */
export function shellAroundHead(indexHtml: string): { before: string; after: string } | null {
  const html = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const end = html.indexOf('</head>');
  if (end === -1) return null;
  const title = /<title>[^<]*<\/title>/i.exec(html);
  if (title && title.index < end) {
    return { before: html.slice(0, title.index), after: html.slice(title.index + title[0].length) };
  }
  return { before: `${html.slice(0, end)}  `, after: `\n  ${html.slice(end)}` };
}

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * the client router draws the page, with status 404 when no client route has that path. With
 * `pageHead`, public pages go out with their own head (seo/page-head.ts).
 */
export function clientApp(clientDir: string | null, pageHead?: PageHeadLookup): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  if (!clientDir || !indexFile || !existsSync(indexFile)) {
    app.get('*', (c) => c.text('The client is not built yet: run `npm run build`.', 503));
    return app;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifest = path.join(clientDir, 'route-manifest.json');
  const isPage = existsSync(manifest) ? pageMatcher(JSON.parse(readFileSync(manifest, 'utf8'))) : () => true;
  const root = path.relative(process.cwd(), clientDir);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const staticFiles = serveStatic({ root });
  // Directory paths ("/") are pages, answered below, not index files.
  app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : staticFiles(c, next)));
  const shell = shellAroundHead(indexHtml);
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const page = isPage(c.req.path);
    const head = shell && pageHead ? await pageHead(c, page) : null;
    if (!head || !shell) return c.html(indexHtml, page ? 200 : 404);
    return c.html(`${shell.before}${head.html}${shell.after}`, page ? head.status : 404);
  });
  return app;
}
