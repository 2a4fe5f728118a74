import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { httpLink } from '@trpc/client';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { wireFormat } from '../shared/lib/wire-format';
import { createQueryClient } from '../client/lib/query-client';
import { AppProviders } from '../client/providers';
import { createAppRouter, type AppRouterInstance } from '../client/router';
import { createTrpcClient, type TrpcClient } from '../client/trpc';
import { testEmotionCache } from './emotion';
import { TEST_TRPC_URL } from './msw';

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: AppRouterInstance;
}

/**
 * Renders the app at `route` with its providers (Chakra, tRPC + React Query with the app's
 * defaults, toaster) and the real route tree in a memory router. The tRPC client uses
 * msw-trpc's non-batching link at an absolute test URL.
 */
export function renderWithProviders({ route }: { route: string }): RenderWithProvidersResult {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient([httpLink({ url: TEST_TRPC_URL, transformer: wireFormat })]);
  const history = createMemoryHistory({ initialEntries: [route] });
  const router = createAppRouter({ queryClient, trpcClient, history });

  const result = render(
    <CacheProvider value={testEmotionCache()}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient, trpcClient, router };
}
