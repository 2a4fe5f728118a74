import { TRPCClientError } from '@trpc/client';

/**
 * PRODUCT.md "Messages": the server's message when the server answered with an error; undefined when
 * the request never got a readable answer (network failure, non-JSON reply) or the server itself
 * failed (5xx). The server already replaces a 5xx's own text with a generic one; callers still
 * prefer their spec fallback ('Login failed. Please try again later.') for those.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  if (!error.data && !error.shape) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  if (typeof status === 'number' && status >= 500) return undefined;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  return message || undefined;
}

/** The tRPC error code the server sent ('UNAUTHORIZED', ...), if any. */
export function serverCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's per-field messages of a refused input (`{ title: '…', 'seo.title': '…' }`; see the
 * errorFormatter in src/server/trpc/init.ts), or none: forms show each beside its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
