import { TRPCError } from '@trpc/server';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { FORUM_LIMITS } from '../../shared/constants/community';
import { checkMayChangePost } from '../../shared/rules/community';
import type { SessionUser } from '../auth/session';

/** `now() - ms` in SQL: windows are measured on the database's clock, the one that wrote createdAt. */
export function millisecondsAgo(ms: number): SQL {
  return sql`now() - ${`${ms} milliseconds`}::interval`;
}

/** Whether a post is still inside its author's edit window (FORUM_LIMITS.editWindowMs). */
export function withinEditWindow(createdAt: AnyColumn): SQL<boolean> {
  return sql<boolean>`${createdAt} > ${millisecondsAgo(FORUM_LIMITS.editWindowMs)}`;
}

/** FORBIDDEN unless `user` may change the post (rules/community.ts, checkMayChangePost). */
export function assertMayChange(user: SessionUser, post: { authorId: number | null; withinEditWindow: boolean }): void {
  const problem = checkMayChangePost(user, post);
  if (problem) throw new TRPCError({ code: 'FORBIDDEN', message: problem });
}
