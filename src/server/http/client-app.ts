import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { pathPattern, trimTrailingSlash } from './path-pattern';
import type { AppEnv } from './types';

/** Whether a request path is one of the client router's pages ('/blog/$slug' …). */
export function pageMatcher(routePaths: string[]): (path: string) => boolean {
  const patterns = routePaths.map((route) => pathPattern(route, '$'));
  return (path) => patterns.some((pattern) => pattern.test(trimTrailingSlash(path)));
}

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * the client router draws the page, with status 404 when no client route has that path.
 */
export function clientApp(clientDir: string | null): Hono<AppEnv> {
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
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isPage(c.req.path) ? 200 : 404);
  });
  return app;
}
