/**
 * The notification constants the header's bell needs on every first load, in their own small
 * module: a bundle carries whole modules, so importing them from community.ts would put all of
 * community.ts (forum limits, every text) into the first load. community.ts re-exports them.
 */

/** PRODUCT.md "Constants and limits". */
export const UNREAD_COUNT_REFRESH_MS = 30_000;
export const UNREAD_BADGE_MAX = 9;

/** PRODUCT.md "Messages", verbatim. */
export const NOTIFICATION_TEXT = {
  countFailed: 'Failed to fetch notification count',
  listFailed: 'Failed to fetch notifications',
  markAllFailed: 'Failed to mark notifications as read',
  markAllDone: 'All notifications marked as read',
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  markAll: 'Mark all as read',
  notFound: 'Notification not found',
} as const;
