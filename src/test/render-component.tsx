import { CacheProvider } from '@emotion/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { httpLink } from '@trpc/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { wireFormat } from '../shared/lib/wire-format';
import { createQueryClient } from '../client/lib/query-client';
import { AppProviders } from '../client/providers';
import { createTrpcClient } from '../client/trpc';
import { testEmotionCache } from './emotion';
import { TEST_TRPC_URL } from './msw';

/**
 * Renders one component (a like button, a card) inside the app's providers and a bare memory
 * router whose every path shows it, without the app's header and pages: for tests of a control
 * rather than of a page. Server answers come from msw as usual.
 */
export async function renderComponent(ui: ReactNode) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient([httpLink({ url: TEST_TRPC_URL, transformer: wireFormat })]);
  const rootRoute = createRootRoute({ component: () => <div data-testid="component-host">{ui}</div> });
  // A catch-all child, so following a link inside the component keeps it on screen.
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  }) as unknown as AnyRouter;
  const result = render(
    <CacheProvider value={testEmotionCache()}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  await screen.findByTestId('component-host');
  return { ...result, user: userEvent.setup(), queryClient, router };
}
