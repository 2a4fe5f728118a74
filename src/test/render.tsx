import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { httpLink } from '@trpc/client';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import superjson from 'superjson';
import { createQueryClient } from '../client/lib/query-client';
import { AppProviders } from '../client/providers';
import { createAppRouter, type AppRouterInstance } from '../client/router';
import { createTrpcClient, type TrpcClient } from '../client/trpc';
import { TEST_TRPC_URL } from './msw';

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: AnyRouter;
}

export interface RenderAppResult extends RenderWithProvidersResult {
  router: AppRouterInstance;
}

/** The app's tRPC client with msw-trpc's non-batching link at an absolute test URL. */
export function createTestTrpcClient(): TrpcClient {
  return createTrpcClient([httpLink({ url: TEST_TRPC_URL, transformer: superjson })]);
}

/**
 * Renders with the app's providers (Chakra, tRPC + React Query with the app's defaults, toaster)
 * and a memory router:
 * - `{ route: '/perks' }` builds the real route tree, starting at that path;
 * - a React element is rendered as the only page of a one-route router (so links work).
 */
export function renderWithProviders(options: { route: string }): RenderAppResult;
export function renderWithProviders(ui: ReactElement): RenderWithProvidersResult;
export function renderWithProviders(target: { route: string } | ReactElement): RenderWithProvidersResult {
  const queryClient = createQueryClient();
  const trpcClient = createTestTrpcClient();
  const history = createMemoryHistory({ initialEntries: ['route' in target ? target.route : '/'] });

  let router: AnyRouter;
  if ('route' in target) {
    router = createAppRouter({ queryClient, trpcClient, history });
  } else {
    const ui = target;
    router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history });
  }

  const result = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user: userEvent.setup(), queryClient, trpcClient, router };
}

/** Current pathname of a router rendered by renderWithProviders. */
export function currentPath(router: AnyRouter): string {
  return router.state.location.pathname;
}

/** Lets pending promises and timers of the app settle inside act(). */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
