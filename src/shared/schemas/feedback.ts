import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT,
  type FeedbackCategory,
  type FeedbackStatus,
} from '../constants/feedback';
import { checkFeedbackMessage, checkPageLink } from '../rules/feedback';
import { pageInput } from './community';
import { ruledText } from './text';

export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_TEXT.categoryInvalid });
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, { error: FEEDBACK_TEXT.statusInvalid });

/** What a member sends: the page link as typed (the server keeps it as a path of this site, or refuses it). */
export const submitFeedbackInput = z.object({
  category: feedbackCategorySchema,
  message: ruledText('Message', checkFeedbackMessage, { max: FEEDBACK_LIMITS.messageMax }),
  pageLink: ruledText('Page link', checkPageLink)
    .nullish()
    .transform((value) => value || null),
});
export type SubmitFeedbackInput = z.input<typeof submitFeedbackInput>;

/** Her feedback, newest first, a page at a time. */
export const myFeedbackInput = pageInput;

/** One piece of feedback as its member sees it. */
export interface FeedbackDto {
  id: number;
  category: FeedbackCategory;
  message: string;
  /** A path of this site, or null. */
  pageLink: string | null;
  status: FeedbackStatus;
  /** The team's note to her, given with the latest status change. */
  adminNote: string | null;
  createdAt: Date;
  statusChangedAt: Date | null;
}
