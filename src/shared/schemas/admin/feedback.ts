import { z } from 'zod';
import type { FeedbackStatus } from '../../constants/feedback';
import { checkAdminNote } from '../../rules/feedback';
import { id } from '../common';
import { feedbackCategorySchema, feedbackStatusSchema, type FeedbackDto } from '../feedback';
import { ruledText } from '../text';
import { adminListInput } from './list';

/** /admin/feedback: searched by message or member, filtered by status and category, newest first. */
export const feedbackListInput = adminListInput.extend({
  status: feedbackStatusSchema.optional(),
  category: feedbackCategorySchema.optional(),
});
export type FeedbackListInput = z.input<typeof feedbackListInput>;
export type FeedbackListQuery = z.output<typeof feedbackListInput>;

/**
 * A new status, with a note for the member: a note given replaces the one kept ('' clears it),
 * none leaves it as it is.
 */
export const setFeedbackStatusInput = z.object({
  id,
  status: feedbackStatusSchema,
  note: ruledText('Note', checkAdminNote).optional(),
});
export type SetFeedbackStatusInput = z.input<typeof setFeedbackStatusInput>;

/** A row of the admin list: the feedback and who sent it. */
export interface FeedbackAdminDto extends FeedbackDto {
  userId: number;
  username: string;
  updatedAt: Date;
}

export type FeedbackStatusCounts = Record<FeedbackStatus, number>;

export interface FeedbackSetStatusResult {
  feedback: FeedbackAdminDto;
  /** False when the status and note were already these: nothing was written or sent. */
  changed: boolean;
  /** Whether the member was notified (a status change she hasn't muted). */
  notified: boolean;
}
