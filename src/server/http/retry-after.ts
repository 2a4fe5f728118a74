import { TRPCError } from '@trpc/server';
import { RetryAfter } from '../rate-limits/limiter';

/** The Retry-After header of an error refused by a rate limit, if it is one (REST and tRPC alike). */
export function retryAfterHeaders(error: unknown): Record<string, string> {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  return cause instanceof RetryAfter ? { 'Retry-After': String(cause.seconds) } : {};
}
