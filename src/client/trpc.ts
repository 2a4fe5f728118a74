import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import { wireFormat } from '../shared/lib/wire-format';
import { TRPC_MAX_BATCH_SIZE } from '../shared/constants/trpc';
import type { AppRouter } from '../server/trpc/root';

/** The classic tRPC React integration (ARCHITECTURE.md, "The stack"). */
export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/**
 * The browser talks to `/trpc` with batching, except for uploads: a FormData input (an avatar)
 * can't go into a JSON batch, so it goes alone as multipart/form-data. Tests pass their own links
 * (msw-trpc cannot read batched calls, so they use `httpLink`).
 */
export function defaultLinks(url = '/trpc'): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url, transformer: wireFormat }),
      false: httpBatchLink({ url, transformer: wireFormat, maxItems: TRPC_MAX_BATCH_SIZE }),
    }),
  ];
}

export function createTrpcClient(links?: TRPCLink<AppRouter>[]): TrpcClient {
  return trpc.createClient({ links: links ?? defaultLinks() });
}
