import { isStaff, type Role } from './roles';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../constants/community';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/**
 * What members write in the forum and on their profiles: plain text, trimmed, within
 * FORUM_LIMITS. Zod-free: schemas/community.ts builds the server's inputs from these functions
 * and the forms call them directly, so a form says exactly what the server would, before the
 * round trip. The server checks again; its word is final.
 */

/** Characters that count against a limit: the server trims first. */
export function countedLength(value: string): number {
  return value.trim().length;
}

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

/** Member-written text named `name`: plain, not empty or blank, at most `max` characters. */
export function checkPostText(name: string, max: number, value: string): string | null {
  const plain = checkPlainText(name, value);
  if (plain) return plain;
  const length = countedLength(value);
  if (length === 0) return COMMUNITY_TEXT.emptyPost;
  if (length > max) return tooLong(name, max);
  return null;
}

export function checkTitle(value: string): string | null {
  const problem = checkPostText('Title', FORUM_LIMITS.titleMax, value);
  if (problem) return problem;
  if (countedLength(value) < FORUM_LIMITS.titleMin) return `Title must be at least ${FORUM_LIMITS.titleMin} characters`;
  return null;
}

export const checkThreadContent = (value: string) => checkPostText('Content', FORUM_LIMITS.threadMax, value);
export const checkReplyContent = (value: string) => checkPostText('Reply', FORUM_LIMITS.replyMax, value);

/**
 * Who may edit or delete a post: the team (moderators and admins) any post at any time; a member
 * her own, within FORUM_LIMITS.editWindowMs of posting (a former member's, null, is nobody's). The message the server refuses with, or null. Whether the
 * post is within its window is the caller's measure: the server's on the database clock that
 * wrote createdAt, the client's on its own (it only hides what the server would refuse).
 */
export function checkMayChangePost(
  user: { id: number; role: Role },
  post: { authorId: number | null; withinEditWindow: boolean },
): string | null {
  if (isStaff(user)) return null;
  // Another member's post is refused as such before the window is even looked at.
  if (post.authorId !== user.id) return COMMUNITY_TEXT.notYours;
  if (!post.withinEditWindow) return COMMUNITY_TEXT.editWindowPassed;
  return null;
}

/** Optional profile text: plain, at most `max` characters; empty is fine. */
function checkProfileText(name: string, max: number, value: string): string | null {
  return checkPlainText(name, value) ?? (countedLength(value) > max ? tooLong(name, max) : null);
}

export const checkDisplayName = (value: string) => checkProfileText('Display name', FORUM_LIMITS.displayNameMax, value);
export const checkBio = (value: string) => checkProfileText('Bio', FORUM_LIMITS.bioMax, value);
