/**
 * Forum reads are fetched again each time a page opens (other members post all the time), unlike
 * the site's default of "never stale" (SPEC section 7), which suits editorial content. Nothing
 * polls, and nothing refetches on focus.
 */
export const FORUM_QUERY_OPTIONS = { staleTime: 0 } as const;

/** Replies per page on a thread. */
export const REPLIES_PAGE_SIZE = 30;
/** Threads per page on a topic. */
export const TOPIC_PAGE_SIZE = 20;

/** A route's `$id` as a database id, or null when it can't be one (the page then shows not found). */
export function parseForumId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
