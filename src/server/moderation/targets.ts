import { and, eq } from 'drizzle-orm';
import type { PostStatus, ReportTargetType } from '../../shared/rules/moderation';
import { moveCommentStatus } from '../comments/moderation';
import type { Db } from '../db/client';
import { forumReplies, forumThreads } from '../db/schema';

/** How a reported thread, reply or profile reads in a report's snapshot and in the queue. */
export const targetText = {
  thread: (row: { title: string; content: string }) => `${row.title}\n\n${row.content}`,
  reply: (row: { content: string }) => row.content,
  comment: (row: { body: string }) => row.body,
  profile: (row: { username: string; displayName: string | null; bio: string | null }) =>
    [row.displayName ?? row.username, row.bio ?? ''].join('\n\n').trim(),
};

/**
 * Moves a reported post from one status to another (published → hidden by reports, hidden →
 * published by a decision); a post in any other status, or a profile, stays as it is.
 */
export async function movePostStatus(tx: Db, type: ReportTargetType, id: number, from: PostStatus, to: PostStatus): Promise<void> {
  if (type === 'thread') {
    await tx
      .update(forumThreads)
      .set({ status: to })
      .where(and(eq(forumThreads.id, id), eq(forumThreads.status, from)));
  }
  if (type === 'comment' && (from === 'published' || from === 'hidden') && (to === 'published' || to === 'hidden')) {
    await moveCommentStatus(tx, id, from, to);
  }
  if (type === 'reply') {
    await tx
      .update(forumReplies)
      .set({ status: to })
      .where(and(eq(forumReplies.id, id), eq(forumReplies.status, from)));
  }
}
