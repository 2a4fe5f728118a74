import { CacheProvider } from '@emotion/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installMobileErrorLogging } from './lib/mobile-error-logging';
import { forgetServerHeadOnNavigate } from './lib/page-head';
import { createQueryClient } from './lib/query-client';
import { AppProviders } from './providers';
import { appSystem } from './theme';
import { createAppRouter } from './router';
import { browserEmotionCache } from './ssr/emotion-styles';
import { hydratePageState } from './ssr/page-state';
import { TakeOver } from './ssr/take-over';
import { createTrpcClient } from './trpc';

installMobileErrorLogging();

/** Resolves in a later task: what comes after it leaves the browser free to handle input first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpcClient });
forgetServerHeadOnNavigate(router);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// A server-rendered page (entry-server.tsx) comes with the answers it was drawn from: with them
// in the cache the router's loaders resolve at once, and React takes over the page as it is.
const page = hydratePageState(queryClient);
const app = (
  <StrictMode>
    <CacheProvider value={browserEmotionCache()}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} drawnAt={page?.drawnAt}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
    <TakeOver />
  </StrictMode>
);
if (page) {
  // Tells the router its first render takes over server-rendered markup: it then draws its
  // matches as the server did (without the Suspense boundary it adds in a browser-only app).
  router.ssr = { manifest: undefined };
  // The page is already readable: its takeover goes in short tasks, so a tap on a slow phone is
  // never kept waiting long. Loading the app's code, the router's first load and Chakra's system
  // each take a task of their own (one task of 210 ms at Lighthouse's 4× slowdown, before), and
  // React hydrates in a transition, in slices with input handled in between.
  void nextTask()
    .then(() => router.load())
    .then(nextTask)
    .then(() => {
      appSystem();
      return nextTask();
    })
    .then(() => {
      // Every load says it navigates, the first one too: only the next one leaves the page.
      const stop = router.subscribe('onBeforeNavigate', () => {
        page.forgetPageAnswers();
        stop();
      });
      startTransition(() => void hydrateRoot(rootElement, app));
    });
} else {
  createRoot(rootElement).render(app);
}
