/**
 * Community constants and texts, zod-free so client code can use them without loading zod.
 * PRODUCT.md "Records and their fields", "Messages", "Constants and limits". Likes and saved items are in reactions.ts.
 */

/** PRODUCT.md "Records and their fields", each with its own icon. */
export const NOTIFICATION_TYPES = ['tag', 'thread_reply', 'thread_participation', 'admin_announcement', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** PRODUCT.md "Constants and limits". */
export { UNREAD_BADGE_MAX, UNREAD_COUNT_REFRESH_MS } from './notifications';
export const RECENT_THREADS_LIMIT = 4;
export const HOME_THREADS_SHOWN = 3;
/** Notifications newer than this show a relative time ('5 minutes ago'). */
export const RELATIVE_TIME_LIMIT_MS = 24 * 60 * 60 * 1000;

/** Forum limits (PRODUCT.md, "Decided while building (community)"). */
export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  threadMax: 10_000,
  replyMax: 5_000,
  displayNameMax: 50,
  bioMax: 500,
  /** Members edit and delete their own threads and replies for this long; admins always. */
  editWindowMs: 60 * 60 * 1000,
  /** A member's or visitor's repeated views of a thread count once within this window. */
  viewWindowMs: 30 * 60 * 1000,
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Avatars are stored as a square of this many pixels. */
  avatarSize: 256,
} as const;

/** PRODUCT.md "Messages", verbatim. The notification texts live beside the bell's constants. */
export { NOTIFICATION_TEXT } from './notifications';

/** Server messages of the community procedures (ours; PRODUCT.md shows none). */
export const COMMUNITY_TEXT = {
  /** Who wrote a post whose author's account is gone (her posts stay). */
  formerMember: 'Former member',
  /** In place of a hidden post's title and text, for everyone but its author (rules/moderation.ts). */
  hiddenPost: 'Hidden while a moderator takes a look',
  /** After hiddenPost, for its author: she still reads her own words. */
  hiddenPostOwn: 'Only you can see what you wrote:',
  topicNotFound: 'Topic not found',
  threadNotFound: 'Thread not found',
  replyNotFound: 'Reply not found',
  profileNotFound: 'Member not found',
  emptyPost: 'Please write something before posting.',
  threadLocked: 'This thread is locked and takes no new replies.',
  notYours: 'You can only change your own posts.',
  editWindowPassed: 'Posts can only be edited or deleted within an hour of posting.',
  tooManyPosts: 'You are posting very quickly. Please wait a few minutes and try again.',
  avatarNotImage: 'Please choose a JPEG, PNG, WebP or GIF image.',
  avatarTooLarge: 'Please choose an image under 5 MB.',
} as const;
