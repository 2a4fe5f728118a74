/**
 * Calls one tRPC request may carry. The browser's batch link splits a larger batch into several
 * requests; the server answers a request with more with 400, so one request can't make it run a
 * hundred costly procedures at once.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
