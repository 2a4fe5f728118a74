import { z } from 'zod';
import { MODERATION_TEXT } from '../constants/moderation';
import { checkThreadContent, checkTitle } from '../rules/community';
import {
  BULK_DECISIONS,
  checkReportNote,
  checkSupportNote,
  QUEUE_PAGE_MAX,
  isQueueDay,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_DECISIONS,
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReportReason,
  type ReportTargetType,
  type ReviewStatus,
} from '../rules/moderation';
import { HOLD_FIRST_POSTS_RANGE, LINK_ALLOWLIST_MAX, checkAllowedSite } from '../rules/moderation-settings';
import { HIDE_THRESHOLD_RANGE, type AutoCheckHit } from '../rules/moderation';
import { WATCHED_WORD_ACTIONS, WATCHED_WORDS_MAX, checkWatchedPhrase } from '../rules/watched-words';
import { id } from './common';
import { plainText, rule, ruledText } from './text';

export const createReportInput = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
    targetId: id,
    reason: z.enum(REPORT_REASONS, { error: MODERATION_TEXT.chooseReason }),
    note: plainText('Note').optional(),
  })
  .superRefine((value, ctx) => {
    const problem = checkReportNote(value.reason, value.note);
    if (problem) ctx.addIssue({ code: 'custom', path: ['note'], message: problem });
  });
export type CreateReportInput = z.input<typeof createReportInput>;

/** A report as its sender sees it: what happened to it, never who decided. */
export interface MyReportDto {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  createdAt: Date;
  /** `received` until a moderator decides; then `removed` (taken down) or `kept` (it stays up). */
  outcome: 'received' | 'removed' | 'kept';
}

// ---------------------------------------------------------------- the queue (moderators and admins)

export const queueListInput = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Unknown status' }).default('pending'),
  reason: z.enum(REPORT_REASONS, { error: 'Unknown reason' }).optional(),
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Unknown type' }).optional(),
  targetId: id.optional(),
  /** Items about one member's posts or profile. */
  authorId: id.optional(),
  /** First reported on or after `from`, on or before `to` (Sydney days, YYYY-MM-DD). */
  from: z.string().refine(isQueueDay, { error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.string().refine(isQueueDay, { error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  /** Where the previous page ended (its X-Next-Cursor). */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'Invalid cursor' })
    .optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(QUEUE_PAGE_MAX).default(QUEUE_PAGE_MAX),
});

const decisionNote = plainText('Note')
  .max(REPORT_NOTE_MAX, { error: `Note must be at most ${REPORT_NOTE_MAX} characters` })
  .optional();

/** The item's version as the moderator saw it: a decision on an older view is refused (409). */
const version = z.number({ error: 'Version must be a number' }).int().min(1);

/**
 * A decision. `edit` carries the post's new text (a thread's title and content, a reply's
 * content: the server checks which by the post, with the forum's rules; a thread's is the looser,
 * so it is the one checked here); `lock` carries the support note shown under the thread.
 */
export const decideInput = z
  .object({
    id,
    action: z.enum(REVIEW_DECISIONS, { error: 'Choose keep, remove, edit, lock or ignore' }),
    version,
    note: decisionNote,
    title: ruledText('Title', checkTitle).optional(),
    content: ruledText('Content', checkThreadContent).optional(),
    supportNote: ruledText('Support note', checkSupportNote).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'edit' && value.content === undefined) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: MODERATION_TEXT.editNeedsText });
    }
    if (value.action === 'lock' && value.supportNote === undefined) {
      ctx.addIssue({ code: 'custom', path: ['supportNote'], message: MODERATION_TEXT.lockNeedsNote });
    }
  });
export type DecideInput = z.input<typeof decideInput>;

/** One decision for up to QUEUE_PAGE_MAX items, each named once with the version the moderator saw. */
export const decideManyInput = z.object({
  items: z
    .array(z.object({ id, version }), { error: 'Choose the items' })
    .min(1, { error: 'Choose the items' })
    .max(QUEUE_PAGE_MAX, { error: `At most ${QUEUE_PAGE_MAX} items at once` })
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, { error: 'Each item once' }),
  action: z.enum(BULK_DECISIONS, { error: 'Choose keep, remove or ignore' }),
  note: decisionNote,
});

/** What came of one item of a bulk decision: decided, or refused as one decision would be (409, 404). */
export type BulkDecisionResult =
  | { id: number; result: 'decided'; status: ReviewStatus; version: number }
  | { id: number; result: 'stale' | 'missing'; error: string };

export const claimInput = z.object({ id });

export interface QueueReportDto {
  reason: ReportReason;
  note: string | null;
  /** Staff only: who reported it (null once her account is gone). */
  reporter: { id: number; username: string } | null;
  createdAt: Date;
}

/** One item of the moderation queue, with what a moderator needs to decide. */
export interface QueueItemDto {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  status: ReviewStatus;
  /** The last decision made on it (kept covers keep, edit and lock); null while never decided. */
  decision: ReviewDecision | null;
  version: number;
  reportCount: number;
  reasons: ReportReason[];
  /** What the automatic checks found when it was posted ([] when only reports brought it here). */
  checks: AutoCheckHit[];
  safety: boolean;
  illegal: boolean;
  hidden: boolean;
  firstReportedAt: Date;
  lastReportedAt: Date;
  /** The text when it was first reported, and now (null once it is gone). */
  snapshot: string;
  currentText: string | null;
  /** The post's own fields now, which an edit starts from (null for a profile, or once it is gone). */
  currentPost: { title: string | null; content: string } | null;
  author: { id: number; username: string } | null;
  claimedBy: { id: number; username: string } | null;
  claimedUntil: Date | null;
  reports: QueueReportDto[];
  /** Earlier texts of the post, replaced by edits since it was first reported, newest first. */
  revisions: PostRevisionDto[];
  /** What the team decided before about the author's other items (none for a former member's). */
  authorHistory: AuthorHistoryDto;
}

export interface PostRevisionDto {
  /** A thread's title before the edit; null for a reply. */
  title: string | null;
  content: string;
  /** Who made the edit that replaced this text (null once her account is gone). */
  editedBy: { id: number; username: string } | null;
  /** When it was replaced. */
  createdAt: Date;
}

/** The author's earlier decided items, by outcome: what a moderator weighs beside this one. */
export interface AuthorHistoryDto {
  removed: number;
  kept: number;
  /** Warnings, silences and suspensions she was given, ever. */
  penalties: number;
}

// ---------------------------------------------------------------- settings (admins write; the team reads)

const whole = (name: string, range: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(range.min, { error: `${name} must be between ${range.min} and ${range.max}` })
    .max(range.max, { error: `${name} must be between ${range.min} and ${range.max}` });

/** The moderation settings as an admin saves them whole (rules/moderation-settings.ts); lists trimmed, lower-cased where case means nothing. */
export const moderationSettingsInput = z.object({
  hideThreshold: whole('Hide threshold', HIDE_THRESHOLD_RANGE),
  holdFirstPosts: whole('First posts held', HOLD_FIRST_POSTS_RANGE),
  holdNewAccountLinks: z.boolean({ error: "Choose whether to hold new accounts' links" }),
  linkAllowlist: z
    .array(plainText('Site').trim().toLowerCase().check(rule(checkAllowedSite)))
    .max(LINK_ALLOWLIST_MAX, { error: `At most ${LINK_ALLOWLIST_MAX} sites` })
    .transform((sites) => [...new Set(sites)]),
  holdRepeatedText: z.boolean({ error: 'Choose whether to hold repeated text' }),
  watchedWords: z
    .array(
      z.object({
        phrase: plainText('Watched word').check(rule(checkWatchedPhrase)).trim(),
        action: z.enum(WATCHED_WORD_ACTIONS, { error: 'Choose block, hold, flag or safety' }),
      }),
    )
    .max(WATCHED_WORDS_MAX, { error: `At most ${WATCHED_WORDS_MAX} watched words` }),
});
export type ModerationSettingsInput = z.input<typeof moderationSettingsInput>;
