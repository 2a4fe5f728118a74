/**
 * Where a forum post stands (docs/PRODUCT.md "Moderation"):
 * - `published`: everyone sees it;
 * - `held`: waiting for a moderator's check; only its author sees it (404 for anyone else, in no list);
 * - `hidden`: reported enough to be hidden while a moderator looks: it keeps its place in lists and
 *   pages, but nobody else is sent its text;
 * - `removed`: taken down by the team; kept (for an appeal and the record) for
 *   REMOVED_POST_KEPT_DAYS, then purged; gone from every list and page.
 */
export const POST_STATUSES = ['published', 'held', 'hidden', 'removed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses lists and pages show to everyone (a hidden post as its placeholder only). */
export const LISTED_POST_STATUSES = ['published', 'hidden'] as const satisfies readonly PostStatus[];

/** How long a removed post's text is kept for an appeal and the record before it is purged. */
export const REMOVED_POST_KEPT_DAYS = 90;
