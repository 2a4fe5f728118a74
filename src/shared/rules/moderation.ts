import { checkPostText } from './community';

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

/** What a member can report (a comment: on a blog post, recipe or resource, docs/PRODUCT.md "Comments"). */
export const REPORT_TARGET_TYPES = ['thread', 'reply', 'profile', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, in the order the report dialog lists them (its words: MODERATION_TEXT.reasons). */
export const REPORT_REASONS = [
  'spam',
  'abuse',
  'misinformation',
  'selling',
  'child_privacy',
  'safety_concern',
  'illegal',
  'something_else',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report of `something_else` says what, in this many characters. */
export const REPORT_NOTE_MIN = 10;
export const REPORT_NOTE_MAX = 500;

/**
 * What a moderator decides about a review item: keep (shown again), remove (taken down), edit (its
 * text changed, "Edited by a moderator", shown again), lock (a thread: locked with a support note
 * from the team, shown again), ignore (shown again, nothing to act on).
 */
export const REVIEW_DECISIONS = ['keep', 'remove', 'edit', 'lock', 'ignore'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** The decisions one bulk decision may take: those that need nothing but the item. */
export const BULK_DECISIONS = ['keep', 'remove', 'ignore'] as const satisfies readonly ReviewDecision[];
export type BulkDecision = (typeof BULK_DECISIONS)[number];
/** The review status each decision leaves: an edited or locked post stays up, so it was kept. */
export const DECIDED_STATUS = {
  keep: 'kept',
  remove: 'removed',
  edit: 'kept',
  lock: 'kept',
  ignore: 'ignored',
} as const satisfies Record<ReviewDecision, string>;
/** The posts whose edits after a report are kept as revisions (a profile has none). */
export const REVIEWED_POST_TYPES = ['thread', 'reply', 'comment'] as const;
export const REVIEW_STATUSES = ['pending', 'kept', 'removed', 'ignored'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How long a moderator's claim on an item keeps others off it. */
export const ITEM_CLAIM_MINUTES = 10;
/** A page of the queue, and the most items one bulk decision takes. */
export const QUEUE_PAGE_MAX = 50;

/** A support note shown under a thread the team locked: said in a few words, at most this long. */
export const SUPPORT_NOTE_MAX = 500;

/** The support note's problem, or null: a post's text rule (plain text, not empty), at most SUPPORT_NOTE_MAX. */
export const checkSupportNote = (value: string) => checkPostText('Support note', SUPPORT_NOTE_MAX, value);

/** A queue item waiting longer than this goes in the team's daily email. */
export const PENDING_REMINDER_HOURS = 24;

/** Reports by distinct members that hide a post until a moderator looks; settable within the range. */
export const DEFAULT_HIDE_THRESHOLD = 3;
export const HIDE_THRESHOLD_RANGE = { min: 2, max: 10 } as const;

/**
 * Whether a report counts toward hiding its post: a worry that someone is at risk never hides
 * anything (she may need the community's answers), it goes to the top of the queue instead.
 */
export function reportHides(reason: ReportReason): boolean {
  return reason !== 'safety_concern';
}

/** The note's problem, or null: required (10–500 characters) for `something_else`, optional and at most 500 otherwise. */
export function checkReportNote(reason: ReportReason, note: string | undefined): string | null {
  const length = note?.trim().length ?? 0;
  if (reason === 'something_else' && length < REPORT_NOTE_MIN) return `Please say what is wrong (at least ${REPORT_NOTE_MIN} characters)`;
  if (length > REPORT_NOTE_MAX) return `Note must be at most ${REPORT_NOTE_MAX} characters`;
  return null;
}

/**
 * Why an automatic check put a post in the queue without a report (docs/PRODUCT.md "Moderation",
 * holds and watched words): a member's first posts, a new account's link, the same text three
 * times, a watched word that holds or flags, a safety phrase.
 */
export const AUTO_CHECKS = [
  'first_posts',
  'new_account_link',
  'repeated_text',
  'watched_hold',
  'watched_flag',
  'safety',
  // Comments only (docs/PRODUCT.md "Comments"): two or more links; the mode where every comment waits.
  'comment_links',
  'comment_approval',
] as const;
export type AutoCheck = (typeof AUTO_CHECKS)[number];
/** A check and what it found (the watched word, the site linked), for the moderator. */
export interface AutoCheckHit {
  check: AutoCheck;
  detail?: string;
}

/** Whether a day in the queue's date filter, as the URL and REST carry it, is a calendar day (YYYY-MM-DD). */
export function isQueueDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
}
