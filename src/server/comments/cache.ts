import type { SharedCache } from '../cache/shared-cache';
import { changes } from '../trpc/init';

/**
 * What a comment write changes for the cache: the comment lists and counts ('comments') and
 * points ('points': a comment earns, a removal takes back). A recipe's rating shows on its page,
 * its cards and its JSON-LD ('content'): only a write that moved a rating drops those
 * (ratingsMoved), so a comment without a rating never drops a kept page.
 */
export const commentWrite = changes('comments', 'points');

/** Called by a write whose rating changed the recipe's average or count (new, edited, gone with its comment). */
export async function ratingsMoved(services: { cache: SharedCache }): Promise<void> {
  await services.cache.changed(['content']);
}
