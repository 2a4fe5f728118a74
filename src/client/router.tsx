import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../server/trpc/root';
import { PageLoading } from './components/layout/page-loading';
import { RouteError } from './components/layout/route-error';
import { routeTree } from './routeTree.gen';
import type { TrpcClient } from './trpc';

interface CreateAppRouterOptions {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** Tests pass a memory history; the browser uses the default browser history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, trpcClient, history }: CreateAppRouterOptions) {
  const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, trpcUtils },
    defaultPreload: 'intent',
    // React Query holds the data; the router should always ask it again.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: RouteError,
    // PRODUCT.md "Screens": navigation scrolls to the top (the router's resetScroll); a hash is smooth-scrolled
    // into view after 100 ms by ScrollManager, not at once by the router.
    scrollRestoration: false,
    defaultHashScrollIntoView: false,
  });
  // Its first render leaves the scroll alone (the router would reset it as after a navigation):
  // a visitor may already have scrolled a server-drawn page, or the browser restored it on reload.
  router._scroll.n = false;
  return router;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
