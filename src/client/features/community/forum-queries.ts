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
