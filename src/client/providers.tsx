import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { system } from './theme';
import { trpc, type TrpcClient } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/** Chakra, tRPC and React Query (one QueryClient for both), and the toaster. */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
