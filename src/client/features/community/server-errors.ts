import { serverMessage } from '../../lib/trpc-errors';

/**
 * What to tell the member when a write failed: the server's message (locked thread, posting too
 * fast, edit window passed …) when it gave one, else `fallback`.
 */
export function writeErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
