import { TRPCClientError } from '@trpc/client';
import { serverMessage } from '../auth/error-message';

/** The server's per-field messages of a refused input (`{ title: '…' }`), if it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * What to tell the member when a write failed: the server's message (locked thread, posting too
 * fast, edit window passed …) when it gave one, else `fallback`.
 */
export function writeErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
