import { QueryClient } from '@tanstack/react-query';

/**
 * PRODUCT.md "Calls and answers": queries do not retry, never go stale and do not refetch
 * on focus, except where a call says otherwise.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
