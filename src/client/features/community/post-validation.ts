import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../../shared/constants/community';

/**
 * The forum's input rules as the server applies them (schemas/community.ts: trimmed, not empty,
 * within FORUM_LIMITS), with the same messages, without zod: the thread page stays small and the
 * form answers before a round trip. The server checks again; its word is final.
 */
const count = (value: string) => value.trim().length;
const tooLong = (name: string, max: number) => `${name} must be at most ${max.toLocaleString('en-AU')} characters`;

function checkText(value: string, name: string, max: number): string | null {
  if (count(value) === 0) return COMMUNITY_TEXT.emptyPost;
  if (count(value) > max) return tooLong(name, max);
  return null;
}

export function checkTitle(value: string): string | null {
  const problem = checkText(value, 'Title', FORUM_LIMITS.titleMax);
  if (problem) return problem;
  if (count(value) < FORUM_LIMITS.titleMin) return `Title must be at least ${FORUM_LIMITS.titleMin} characters`;
  return null;
}

export const checkThreadContent = (value: string) => checkText(value, 'Content', FORUM_LIMITS.threadMax);
export const checkReplyContent = (value: string) => checkText(value, 'Reply', FORUM_LIMITS.replyMax);

/** Characters that count against a limit (the server trims first). */
export const countedLength = count;
