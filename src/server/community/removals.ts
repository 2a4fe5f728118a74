import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { forumReplies, forumThreads } from '../db/schema';
import { reverseAwards, reverseThreadAwards } from '../gamification/awards';
import { replyListed } from './visibility';

/**
 * The team's removals (docs/PRODUCT.md "Moderation"): the post leaves every list, page and the
 * search, but its row stays (status `removed`, who and when) for an appeal and the record, until
 * the purge job deletes it after REMOVED_POST_KEPT_DAYS. The points it earned are taken back as
 * for a deleted post (a thread's and its replies'). Each is an audit entry. Call inside the
 * transaction that locked the post.
 */
export async function removeThread(tx: Db, actor: SessionUser, thread: { id: number; title: string }): Promise<void> {
  await tx
    .update(forumThreads)
    .set({ status: 'removed', removedAt: sql`now()`, removedBy: actor.id })
    .where(eq(forumThreads.id, thread.id));
  await reverseThreadAwards(tx, thread.id);
  await recordChange(tx, actor, { action: 'remove', entityType: 'forum_thread', entityId: thread.id, label: thread.title });
}

/** As removeThread; the thread's reply count and last activity follow the replies still shown. */
export async function removeReply(tx: Db, actor: SessionUser, reply: { id: number; threadId: number; label: string }): Promise<void> {
  const [removed] = await tx
    .update(forumReplies)
    .set({ status: 'removed', removedAt: sql`now()`, removedBy: actor.id })
    .where(eq(forumReplies.id, reply.id))
    .returning({ id: forumReplies.id });
  if (!removed) return;
  await reverseAwards(tx, 'reply', [reply.id]);
  await recountThread(tx, reply.threadId);
  await recordChange(tx, actor, { action: 'remove', entityType: 'forum_reply', entityId: reply.id, label: reply.label });
}

/**
 * A thread's replyCount and lastActivityAt from the replies lists show (published and hidden):
 * after a reply leaves them. A backward scan of forum_replies_thread_idx for the newest.
 */
export async function recountThread(tx: Db, threadId: number): Promise<void> {
  const shown = and(eq(forumReplies.threadId, threadId), replyListed);
  const newest = tx
    .select({ createdAt: forumReplies.createdAt })
    .from(forumReplies)
    .where(shown)
    .orderBy(desc(forumReplies.createdAt))
    .limit(1);
  const count = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(shown);
  await tx
    .update(forumThreads)
    .set({
      replyCount: sql`(${count})`,
      lastActivityAt: sql`coalesce((${newest}), ${forumThreads.createdAt})`,
    })
    .where(eq(forumThreads.id, threadId));
}
