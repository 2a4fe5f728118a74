import { z } from 'zod';
import {
  COMMENT_ADMIN_SORTS,
  COMMENT_CONTENT_TYPES,
  COMMENT_DECISIONS,
  COMMENT_LIMITS,
  COMMENT_MODES,
  COMMENT_REMOVAL_REASONS,
  COMMENT_STATUSES,
  type CommentContentType,
  type CommentStatus,
} from '../constants/comments';
import { checkCommentBody, checkRating } from '../rules/comments';
import { isQueueDay } from '../rules/moderation';
import { adminListInput } from './admin/list';
import { cursor, id } from './common';
import { rule, ruledText } from './text';

export {
  COMMENT_CONTENT_TYPES,
  COMMENT_MODES,
  COMMENT_STATUSES,
  type CommentContentType,
  type CommentMode,
  type CommentStatus,
} from '../constants/comments';

// ---------------------------------------------------------------- inputs

export const commentContentTypeSchema = z.enum(COMMENT_CONTENT_TYPES, {
  error: `Content type must be one of ${COMMENT_CONTENT_TYPES.join(', ')}`,
});
const commentBody = ruledText('Comment', checkCommentBody, { max: COMMENT_LIMITS.bodyMax });
const rating = z.number({ error: 'Rating must be a number' }).check(rule(checkRating));
const commentLimit = z.coerce
  .number({ error: 'Limit must be a number' })
  .int({ error: 'Limit must be a whole number' })
  .min(1, { error: 'Limit must be at least 1' })
  .max(COMMENT_LIMITS.pageMax, { error: `Limit must be at most ${COMMENT_LIMITS.pageMax}` });

export const commentTargetInput = z.object({ contentType: commentContentTypeSchema, contentId: id });
export type CommentTargetInput = z.input<typeof commentTargetInput>;

/** A page of an item's published top-level comments, oldest first. */
export const commentListInput = commentTargetInput.extend({
  limit: commentLimit.default(COMMENT_LIMITS.pageDefault),
  cursor: cursor.optional(),
});
export type CommentListInput = z.input<typeof commentListInput>;

/** A page of a top-level comment's published replies, oldest first. */
export const commentRepliesInput = z.object({
  commentId: id,
  limit: commentLimit.default(COMMENT_LIMITS.pageDefault),
  cursor: cursor.optional(),
});
export type CommentRepliesInput = z.input<typeof commentRepliesInput>;

export const commentRatingsInput = z.object({ contentType: z.literal('recipe', { error: 'Only a recipe has ratings' }), contentId: id });

/** `rating` only on a recipe's top-level comment (the server refuses it elsewhere). */
export const createCommentInput = commentTargetInput.extend({
  body: commentBody,
  parentId: id.optional(),
  rating: rating.optional(),
});
export type CreateCommentInput = z.input<typeof createCommentInput>;

/** `rating`: a new one, or null to take hers off; left out keeps it. */
export const updateCommentInput = z.object({ id, body: commentBody, rating: rating.nullable().optional() });
export type UpdateCommentInput = z.input<typeof updateCommentInput>;

export const commentIdInput = z.object({ id });

// Admin (/admin/comments).
export const commentStatusSchema = z.enum(COMMENT_STATUSES, { error: `Status must be one of ${COMMENT_STATUSES.join(', ')}` });
export const adminCommentListInput = adminListInput.extend({
  authorId: id.optional(),
  contentType: commentContentTypeSchema.optional(),
  status: commentStatusSchema.optional(),
  /** true: only comments with reports; false: only those without. */
  reported: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Reported must be true or false' })
    .transform((value) => value === true || value === 'true')
    .optional(),
  from: z.string().refine(isQueueDay, { error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.string().refine(isQueueDay, { error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  sort: z.enum(COMMENT_ADMIN_SORTS, { error: 'Sort must be newest or most_reported' }).default('newest'),
});
export type AdminCommentListInput = z.input<typeof adminCommentListInput>;
export type AdminCommentListQuery = z.output<typeof adminCommentListInput>;

export const commentDecisionInput = z.object({
  ids: z
    .array(id, { error: 'Choose the comments' })
    .min(1, { error: 'Choose at least one comment' })
    .max(COMMENT_LIMITS.bulkMax, { error: `At most ${COMMENT_LIMITS.bulkMax} comments at once` }),
  action: z.enum(COMMENT_DECISIONS, { error: `Action must be one of ${COMMENT_DECISIONS.join(', ')}` }),
  reason: z.enum(COMMENT_REMOVAL_REASONS, { error: `Reason must be one of ${COMMENT_REMOVAL_REASONS.join(', ')}` }).optional(),
});
export type CommentDecisionInput = z.input<typeof commentDecisionInput>;

export const replyAsTeamInput = z.object({ commentId: id, body: commentBody });
export type ReplyAsTeamInput = z.input<typeof replyAsTeamInput>;

export const pendingCommentsInput = z.object({ cursor: cursor.optional() });

export const commentSettingsInput = z.object({
  mode: z.enum(COMMENT_MODES, { error: `Mode must be one of ${COMMENT_MODES.join(', ')}` }),
});
export type CommentSettings = z.output<typeof commentSettingsInput>;

// ---------------------------------------------------------------- answers

export interface CommentAuthorDto {
  id: number;
  username: string;
  /** The display name, else the username. */
  name: string;
  avatar: string | null;
  level: number;
}

export interface CommentDto {
  id: number;
  contentType: CommentContentType;
  contentId: number;
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentId: number | null;
  /** COMMENT_TEXT.deletedBody when `deleted`; '' while hidden for anyone but the team. */
  body: string;
  /** null: a deleted account ("Former member"). */
  author: CommentAuthorDto | null;
  /** The member a reply answers (the author of the comment replied to): "replying to @name". */
  replyingTo: { id: number; username: string } | null;
  createdAt: Date;
  /** Set when the author changed the text ("edited"). */
  editedAt: Date | null;
  /** The team changed its text from the moderation queue ("Edited by a moderator"). */
  moderatorEdited: boolean;
  rating: number | null;
  likeCount: number;
  /** Published replies (a top-level comment's). */
  replyCount: number;
  /** The first COMMENT_LIMITS.repliesShown replies on a top-level comment in a list; [] otherwise. */
  replies: CommentDto[];
  deleted: boolean;
  /** Written by the team ("Mama Village team" badge). */
  byTeam: boolean;
  status: CommentStatus;
}

/** What POST /api/comments answers: published (201) or pending (202). */
export type CreatedCommentDto = CommentDto;

export interface CommentRatingsDto {
  average: number | null;
  count: number;
}

/** A recipe's stars on its cards and page: null without a rating. */
export type RecipeRatingDto = { average: number; count: number } | null;

/** A row of /admin/comments. */
export interface AdminCommentDto extends CommentDto {
  contentTitle: string;
  /** The page it is on, e.g. /recipes/pumpkin-soup#comment-12. */
  contentPath: string;
  reportCount: number;
}

export interface CommentDecisionResult {
  done: number[];
  failed: { id: number; error: string }[];
}
