import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { SEO_TEXT } from '../../shared/constants/seo';
import { pageMeta, renderHeadTags } from '../../shared/lib/seo/meta';
import { readSessionCookie } from '../auth/cookie';
import { pathPattern, trimTrailingSlash } from './path-pattern';
import { CACHE_TAGS } from '../cache/tags';
import { answerKey, type PublicAnswer, publicAnswerOfBody, publicAnswerResponse } from './public-answers';
import { renderForRequest, type RenderPage } from './server-render';
import { failureFields } from './rest';
import { sessionMiddleware } from './session-middleware';
import type { AppEnv } from './types';

/** Whether a request path is one of the client router's pages ('/blog/$slug' …). */
export function pageMatcher(routePaths: string[]): (path: string) => boolean {
  const patterns = routePaths.map((route) => pathPattern(route, '$'));
  return (path) => patterns.some((pattern) => pattern.test(trimTrailingSlash(path)));
}

/** The parts a page adds to index.html. */
interface PageParts {
  /** The page's own title, description and tags; the shell's title and description otherwise. */
  head?: string;
  /** Server rendering's styles (end of head), markup (inside #root) and cache state (end of body). */
  rendered?: { styles: string; body: string; state: string };
}

/**
 * index.html cut where a page's parts go: its own title and description out (a page's head
 * brings them, early in the head where previewers that read only the start find them), the
 * head's end, the inside of #root and the body's end.
 */
export function pageShell(indexHtml: string): (parts: PageParts) => string {
  const withoutDescription = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[^<]*<\/title>/i.exec(withoutDescription);
  const headEnd = withoutDescription.indexOf('</head>');
  const rootStart = withoutDescription.indexOf('<div id="root">');
  const bodyEnd = withoutDescription.lastIndexOf('</body>');
  if (!title || headEnd === -1 || title.index > headEnd || rootStart === -1) return () => indexHtml;
  const rootInside = rootStart + '<div id="root">'.length;
  const cuts = {
    beforeTitle: withoutDescription.slice(0, title.index),
    shellTitle: title[0],
    toHeadEnd: withoutDescription.slice(title.index + title[0].length, headEnd),
    toRoot: withoutDescription.slice(headEnd, rootInside),
    toBodyEnd: withoutDescription.slice(rootInside, bodyEnd === -1 ? undefined : bodyEnd),
    end: bodyEnd === -1 ? '' : withoutDescription.slice(bodyEnd),
  };
  return ({ head, rendered }) => {
    if (!head && !rendered) return indexHtml;
    return [
      cuts.beforeTitle,
      head ?? cuts.shellTitle,
      cuts.toHeadEnd,
      rendered?.styles ?? '',
      cuts.toRoot,
      rendered?.body ?? '',
      cuts.toBodyEnd,
      rendered?.state ?? '',
      cuts.end,
    ].join('');
  };
}

/** The build's files, named by their content's hash: a changed file has a new name. */
const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
/**
 * public/'s files (the favicon, the placeholder images, the demo content's pictures) keep their
 * names from release to release, so they are kept a day, not for ever; left unsaid, browsers kept
 * them a few minutes at most and fetched every picture again on the next visit.
 */
const PUBLIC_FILE_CACHE = 'public, max-age=86400';

/** Whether a file last modified at `lastModified` is the one the browser has (HTTP dates: whole seconds). */
function unchangedSince(ifModifiedSince: string | undefined, lastModified: string | null): boolean {
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

interface ClientAppOptions {
  /** Server rendering (entry-server.tsx's renderPage, loadRenderPage); the browser draws every page without it. */
  renderPage?: Promise<RenderPage | null> | null;
}

/**
 * The built client: hashed assets cached for a year, every other GET a page, 404 when no client
 * route has that path. Public pages are rendered on the server (entry-server.tsx) with their own
 * head; a visitor's page made of public answers is kept in the shared cache until a write
 * changes what it shows, like a public JSON answer (ETag, gzip once).
 */
export function clientApp(clientDir: string | null, { renderPage }: ClientAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  if (!clientDir || !indexFile || !existsSync(indexFile)) {
    app.get('*', (c) => c.text('The client is not built yet: run `npm run build`.', 503));
    return app;
  }
  const shell = pageShell(readFileSync(indexFile, 'utf8'));
  const manifest = path.join(clientDir, 'route-manifest.json');
  const isPage = existsSync(manifest) ? pageMatcher(JSON.parse(readFileSync(manifest, 'utf8'))) : () => true;
  const root = path.relative(process.cwd(), clientDir);
  const staticFiles = serveStatic({ root });
  // One address per page: '/blog/' is sent to '/blog' (the address every link and canonical tag
  // uses). Drawn there, the browser's router took over '/blog' and React reported error #418.
  app.get('*', (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname === '/' || !pathname.endsWith('/') || !isPage(pathname)) return next();
    // One leading slash: '//evil.example/' must not become a link to another site.
    return c.redirect(`/${trimTrailingSlash(pathname).replace(/^\/+/, '')}${search}`, 301);
  });
  app.use('*', async (c, next) => {
    // Directory paths ("/") are pages, answered below, not index files.
    if (c.req.path.endsWith('/')) return next();
    let found = true;
    const file = await staticFiles(c, () => {
      found = false;
      return next();
    });
    if (!found || !file) return;
    if (file.status !== 200) return file;
    file.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? HASHED_FILE_CACHE : PUBLIC_FILE_CACHE);
    if (!unchangedSince(c.req.header('if-modified-since'), file.headers.get('last-modified'))) return file;
    // A day later the browser asks again: the same file is answered without its bytes.
    await file.body?.cancel();
    file.headers.delete('Content-Length');
    return new Response(null, { status: 304, headers: file.headers });
  });

  // Only a request that brings a session cookie costs a session lookup.
  app.get('*', (c, next) => (readSessionCookie(c.req.header('cookie')) ? sessionMiddleware(c, next) : next()));
  app.get('*', async (c) => {
    const page = isPage(c.req.path);
    const visitor = !c.get('user');
    const key = `page:${answerKey(c)}`;
    const { cache } = c.get('services');
    const kept = page && visitor ? cache.peek<PublicAnswer>(key) : undefined;
    if (kept) return pageResponse(c, kept);

    // Read before the data: a page drawn from data that changed meanwhile is not kept.
    const generations = new Map(CACHE_TAGS.map((tag) => [tag, cache.generation(tag)]));
    const render = await renderPage;
    const rendered =
      page && render
        ? await renderForRequest(c, render).catch((error: unknown) => {
            // The browser draws the page instead, as it would without server rendering.
            c.get('services').logger.error(
              { reqId: c.get('requestId'), path: c.req.path, ...failureFields(error) },
              'server rendering failed',
            );
            return null;
          })
        : null;
    c.header('Cache-Control', visitor ? 'no-cache' : 'private, no-cache');
    if (!page || rendered?.status === 404) return c.html(shell({ head: notFoundHead(c.get('services').publicUrl, c.req.path) }), 404);
    const html = shell({ head: rendered?.headTags ?? undefined, rendered: rendered ?? undefined });
    if (rendered?.tags) {
      const generation = rendered.tags.reduce((sum, tag) => sum + generations.get(tag)!, 0);
      const answer = publicAnswerOfBody(html, { 'content-type': 'text/html; charset=UTF-8' });
      cache.put(rendered.tags, key, answer, generation);
      return pageResponse(c, answer);
    }
    return c.html(html);
  });
  return app;
}

/** The title of a page that isn't there, kept out of search engines. */
function notFoundHead(publicUrl: string, path: string): string {
  return renderHeadTags(pageMeta({ title: SEO_TEXT.notFound, description: SEO_TEXT.notFoundDescription, path, publicUrl, noindex: true }));
}

/** A visitor's kept page: revalidated every time (ETag), never kept by a shared cache for a member. */
function pageResponse(c: Context<AppEnv>, answer: PublicAnswer): Response {
  const response = publicAnswerResponse(c.req, answer);
  response.headers.set('cache-control', 'no-cache');
  response.headers.set('vary', 'Accept-Encoding, Cookie');
  return response;
}
