import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type TRPCLink, unstable_localLink } from '@trpc/client';
import type { Context } from 'hono';
import { wireFormat } from '../../shared/lib/wire-format';
import type { CacheTag } from '../cache/tags';
import { appRouter, type AppRouter } from '../trpc/root';
import { requestContext } from './request-context';
import { procedureSharedAnswer } from './trpc';
import type { AppEnv } from './types';
import type { PageNotFound, RenderedPage, renderPage } from '../../client/entry-server';

/** src/client/entry-server.tsx's renderPage, from the bundle `vite build --ssr` makes of it. */
export type RenderPage = typeof renderPage;

/** The server-rendering bundle (dist/ssr/entry-server.js), or null when it isn't built. */
export async function loadRenderPage(entryFile: string): Promise<RenderPage | null> {
  if (!existsSync(entryFile)) return null;
  const module = (await import(pathToFileURL(entryFile).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * Procedures whose answer is the same for every visitor without being a kept public answer:
 * a visitor has no current user.
 */
const SAME_FOR_EVERY_VISITOR = new Set(['auth.me']);

export interface ServerRenderedPage extends RenderedPage {
  /**
   * For a visitor's page made only of public answers: the tags of the data it shows (a write to
   * one of them makes it stale). Null when it must not be kept for anyone else.
   */
  tags: CacheTag[] | null;
}

/**
 * Draws the page at the request's address with the procedures called in this process (tRPC's
 * local link: the same procedures, context and wire format as over HTTP, without the HTTP hop),
 * as the request's own user (c.var.user).
 */
export async function renderForRequest(c: Context<AppEnv>, renderPage: RenderPage): Promise<ServerRenderedPage | PageNotFound | null> {
  const called = new Set<string>();
  const recordCalls: TRPCLink<AppRouter> =
    () =>
    ({ op, next }) => {
      called.add(op.path);
      return next(op);
    };
  const resHeaders = new Headers();
  const links = [
    recordCalls,
    unstable_localLink({
      router: appRouter,
      createContext: async () => requestContext(c, resHeaders),
      transformer: wireFormat,
    }),
  ];
  const url = new URL(c.req.url);
  const page = await renderPage(`${c.get('services').publicUrl}${url.pathname}${url.search}`, links);
  if (!page || page.status === 404) return page;
  if (page.unloaded.length > 0) {
    // Drawn as loading, then fetched by the browser: the route's loader should fetch these.
    c.get('services').logger.warn({ path: url.pathname, queries: page.unloaded }, 'server-rendered page without some of its data');
  }
  return { ...page, tags: c.get('user') || page.failed.length > 0 ? null : visitorPageTags(called) };
}

function visitorPageTags(procedures: Iterable<string>): CacheTag[] | null {
  const tags = new Set<CacheTag>();
  for (const path of procedures) {
    const tag = procedureSharedAnswer(path);
    if (tag) tags.add(tag);
    else if (!SAME_FOR_EVERY_VISITOR.has(path)) return null;
  }
  return [...tags];
}
