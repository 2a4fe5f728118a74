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
import { id } from './common';
import { plainText } from './text';

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
