import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/root';

/** The classic tRPC React integration (CONVENTIONS, library notes 1). */
export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/**
 * The browser talks to `/trpc` with batching. Tests pass their own links (msw-trpc cannot read
 * batched calls, so they use `httpLink`).
 */
export function createTrpcClient(links?: TRPCLink<AppRouter>[]): TrpcClient {
  return trpc.createClient({
    links: links ?? [httpBatchLink({ url: '/trpc', transformer: superjson })],
  });
}
