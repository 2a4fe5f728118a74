import { z } from 'zod';
import { checkReportNote, REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from '../rules/moderation';
import { id } from './common';
import { plainText } from './text';

export const createReportInput = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
    targetId: id,
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
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
