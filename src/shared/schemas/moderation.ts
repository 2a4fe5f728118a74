import { z } from 'zod';
import { MODERATION_TEXT } from '../constants/moderation';
import {
  checkReportNote,
  QUEUE_PAGE_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_DECISIONS,
  REVIEW_STATUSES,
  type ReportReason,
  type ReportTargetType,
  type ReviewStatus,
} from '../rules/moderation';
import { HOLD_FIRST_POSTS_RANGE, LINK_ALLOWLIST_MAX, checkAllowedSite } from '../rules/moderation-settings';
import { HIDE_THRESHOLD_RANGE, type AutoCheckHit } from '../rules/moderation';
import { WATCHED_WORD_ACTIONS, WATCHED_WORDS_MAX, checkWatchedPhrase } from '../rules/watched-words';
import { id } from './common';
import { plainText, rule } from './text';

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

export const decideInput = z.object({
  id,
  action: z.enum(REVIEW_DECISIONS, { error: 'Choose keep, remove or ignore' }),
  /** The item's version as the moderator saw it: a decision on an older view is refused (409). */
  version: z.number({ error: 'Version must be a number' }).int().min(1),
  note: decisionNote,
});

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
  author: { id: number; username: string } | null;
  claimedBy: { id: number; username: string } | null;
  claimedUntil: Date | null;
  reports: QueueReportDto[];
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
