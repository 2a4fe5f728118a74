import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';

export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** What every route's beforeLoad/loader receives (router.tsx gives it). */
export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

/*
 * Route loaders exist on the server only (`loader: import.meta.env.SSR ? … : undefined`, so their
 * code and what it imports stay out of the browser's bundle): each starts the queries its page
 * draws, and entry-server.tsx waits for them, then draws the page once, with its data. In the
 * browser the page's components ask as they always have (a page shows at once with its loading
 * states, forum reads are fetched again on each visit), and a server-rendered page starts with
 * those answers already in its cache.
 */

/**
 * Meta for a query a server-rendered page leaves to the browser on purpose: a member's own
 * reactions (PRODUCT.md "States and transitions" draws the like control only once the page is in the browser) and
 * members' level badges (fetched fresh on every view).
 */
export const BROWSER_ONLY = { browserOnly: true } as const;
