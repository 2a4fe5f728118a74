import { COMMENT_CONTENT_TYPES, COMMENT_LIMITS, type CommentContentType } from '../constants/comments';
import { checkPostText } from './community';

/**
 * What members write as comments: plain text like forum posts, 1–COMMENT_LIMITS.bodyMax
 * characters; a rating of 1–5 on a recipe's top-level comment. Zod-free: schemas/comments.ts
 * builds the inputs from these and the composer calls them directly.
 */

export const checkCommentBody = (value: string) => checkPostText('Comment', COMMENT_LIMITS.bodyMax, value);

export function isCommentContentType(value: unknown): value is CommentContentType {
  return (COMMENT_CONTENT_TYPES as readonly unknown[]).includes(value);
}

/** A rating's problem, or null: a whole number of stars from 1 to 5. */
export function checkRating(value: number): string | null {
  if (!Number.isInteger(value) || value < COMMENT_LIMITS.ratingMin || value > COMMENT_LIMITS.ratingMax) {
    return `Rating must be a whole number from ${COMMENT_LIMITS.ratingMin} to ${COMMENT_LIMITS.ratingMax}`;
  }
  return null;
}

/** Links in a comment's text (http(s) addresses and www. names), for the hold at COMMENT_LIMITS.holdLinks. */
export function countLinks(text: string): number {
  return text.match(/\b(?:https?:\/\/|www\.)[^\s<>()]+/gi)?.length ?? 0;
}
