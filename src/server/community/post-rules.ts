import { TRPCError } from '@trpc/server';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import type { SessionUser } from '../auth/session';

/** `now() - ms` in SQL: windows are measured on the database's clock, the one that wrote createdAt. */
export function millisecondsAgo(ms: number): SQL {
  return sql`now() - ${`${ms} milliseconds`}::interval`;
}

/** Whether a post is still inside its author's edit window (FORUM_LIMITS.editWindowMs). */
export function withinEditWindow(createdAt: AnyColumn): SQL<boolean> {
  return sql<boolean>`${createdAt} > ${millisecondsAgo(FORUM_LIMITS.editWindowMs)}`;
}

/**
 * Admins change any post at any time; members only their own, and only within the edit window.
 * Another member's post is FORBIDDEN (notYours) before the window is even looked at.
 */
export function assertMayChange(user: SessionUser, post: { authorId: number; withinEditWindow: boolean }): void {
  if (user.isAdmin) return;
  if (post.authorId !== user.id) throw new TRPCError({ code: 'FORBIDDEN', message: COMMUNITY_TEXT.notYours });
  if (!post.withinEditWindow) throw new TRPCError({ code: 'FORBIDDEN', message: COMMUNITY_TEXT.editWindowPassed });
}
