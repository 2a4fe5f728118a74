import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { PageClock } from './lib/page-clock';
import { appSystem } from './theme';
import { trpc, type TrpcClient } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
  /** A server-drawn page: when it was drawn (lib/page-clock.tsx). */
  drawnAt?: number;
}

/** Chakra, tRPC and React Query (one QueryClient for both), the page's clock, and the toaster. */
export function AppProviders({ queryClient, trpcClient, children, drawnAt }: AppProvidersProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <PageClock drawnAt={drawnAt}>{children}</PageClock>
          <Toaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
