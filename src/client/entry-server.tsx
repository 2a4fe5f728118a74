import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { AppRouter } from '../server/trpc/root';
import { createQueryClient } from './lib/query-client';
import { setServerOrigin } from './lib/site-origin';
import { AppProviders } from './providers';
import { type AppRouterInstance, createAppRouter } from './router';
import { createServerEmotionCache, emotionStyleElements } from './ssr/emotion-styles';
import { headTagsHtml } from './ssr/head-tags';
import { pageStateScript } from './ssr/page-state';
import { createTrpcClient, type TrpcClient } from './trpc';

/**
 * Server rendering (built by `vite build --ssr` into dist/ssr; src/server/http/server-render.ts
 * calls it). The router loads the page as the browser would: its loaders fill React Query
 * through `links`, which call the procedures in the server's own process, and its routes' heads
 * give the page's title and sharing tags. Member and admin pages are drawn by the browser alone:
 * null for them, and for any page that isn't a plain success or a not-found.
 */

/** Layout routes whose pages belong to one member or to the admins. */
const CLIENT_ONLY_LAYOUTS = ['/_member', '/admin'];
/**
 * Pages that are only a form, of no use before the app runs, some for one person's emailed link
 * (a password reset, an unsubscribe, a newsletter confirmation): drawn by the browser.
 */
const CLIENT_ONLY_PAGES = [
  '/auth',
  '/community/auth',
  '/forgot-password',
  '/reset-password',
  '/profile/privacy/confirm-deletion',
  '/unsubscribe',
  '/newsletter/confirm',
  '/admin_/login',
];

export interface RenderedPage {
  status: 200;
  /** The page's own title, description, sharing tags and JSON-LD (its route's head); null keeps the shell's. */
  headTags: string | null;
  /** For inside `<div id="root">`. */
  body: string;
  /** For the end of `<head>`: the page's styles. */
  styles: string;
  /** For the end of `<body>`: the page's React Query state. */
  state: string;
  /**
   * Queries the page asked for that no loader had fetched: drawn as loading on the server, then
   * fetched by the browser. A public page should have none (its route's loader fetches them).
   */
  unloaded: string[];
  /** Queries that failed: the page shows their error (a missing post), and is no visitor's page to keep. */
  failed: string[];
}

/**
 * No page at that address, or nothing for the page to be about (its loader found no such post):
 * answered 404 and drawn by the browser, as after a navigation there.
 */
export interface PageNotFound {
  status: 404;
}

/** `url`: the page's absolute address on the site's public origin. */
export async function renderPage(url: string, links: TRPCLink<AppRouter>[]): Promise<RenderedPage | PageNotFound | null> {
  const address = new URL(url);
  setServerOrigin(address.origin);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient(links);
  const requested = `${address.pathname}${address.search}`;
  const router = createAppRouter({ queryClient, trpcClient, history: createMemoryHistory({ initialEntries: [requested] }) });
  const clientOnly = router
    .matchRoutes(router.state.location)
    .some(
      (match) =>
        CLIENT_ONLY_PAGES.includes(match.routeId) ||
        CLIENT_ONLY_LAYOUTS.some((layout) => match.routeId === layout || match.routeId.startsWith(`${layout}/`)),
    );
  if (clientOnly) return null;

  await router.load();
  const { matches, location } = router.state;
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return { status: 404 };
  // Redirected (the router moved on to another address), or failed.
  if (location.pathname !== address.pathname || matches.some((match) => match.status !== 'success')) return null;
  const drawnAt = Date.now();
  let drawn = await draw(queryClient, trpcClient, router, drawnAt);
  // A lazy component (a section below the fold…) not loaded yet in this process suspends the
  // first render, and React then sends that part later with an inline script, which the
  // site's Content-Security-Policy forbids. Lazy modules stay loaded: the second render has them.
  if (drawn.outlined) drawn = await draw(queryClient, trpcClient, router, drawnAt);
  if (drawn.outlined) return null;
  const queries = queryClient.getQueryCache().getAll();
  // A query switched off (`enabled: false`, fetched later on a condition) was never meant to be loaded.
  const isOff = (query: (typeof queries)[number]) => (query.options as { enabled?: unknown }).enabled === false;
  const keysOf = (status: string) =>
    queries
      .filter((query) => query.state.status === status && !isOff(query) && !query.meta?.browserOnly)
      .map((query) => JSON.stringify(query.queryKey));
  return {
    status: 200,
    headTags: headTagsHtml(matches),
    body: drawn.body,
    styles: drawn.styles,
    state: pageStateScript(queryClient, drawnAt),
    unloaded: keysOf('pending'),
    failed: keysOf('error'),
  };
}

async function draw(queryClient: QueryClient, trpcClient: TrpcClient, router: AppRouterInstance, drawnAt: number) {
  const emotionCache = createServerEmotionCache();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient} trpcClient={trpcClient} drawnAt={drawnAt}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // One piece of HTML: React would otherwise send a large part after its fallback, to be put in
    // place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // A part that failed would be left to the browser to draw: the whole page is, and the server says why.
  if (errors.length > 0) throw errors[0];
  // Chunks are bytes, and a character can straddle two of them.
  const decoder = new TextDecoder();
  let body = '';
  for await (const chunk of prelude) body += decoder.decode(chunk as Uint8Array, { stream: true });
  body += decoder.decode();
  return { body, styles: emotionStyleElements(emotionCache), outlined: body.includes('<script') };
}
