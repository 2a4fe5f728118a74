import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import { type Actor, recordChange } from '../audit/record';
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
export async function removeThread(tx: Db, actor: Actor, thread: { id: number; title: string }): Promise<void> {
  await tx
    .update(forumThreads)
    .set({ status: 'removed', removedAt: sql`now()`, removedBy: actor.id })
    .where(eq(forumThreads.id, thread.id));
  await reverseThreadAwards(tx, thread.id);
  await recordChange(tx, actor, { action: 'remove', entityType: 'forum_thread', entityId: thread.id, label: thread.title });
}

/** As removeThread; the thread's reply count and last activity follow the replies still shown. */
export async function removeReply(tx: Db, actor: Actor, reply: { id: number; threadId: number; label: string }): Promise<void> {
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

/**
 * Undoes a removal (an appeal the team upheld in her favour): the post is shown again where it
 * was. The points taken back with it stay taken (the ledger keeps one award per post); the team
 * adjusts them by hand if it wants to. An audit entry.
 */
export async function restorePost(tx: Db, actor: SessionUser, post: { type: 'thread' | 'reply'; id: number }): Promise<void> {
  const restored = { status: 'published' as const, removedAt: null, removedBy: null };
  if (post.type === 'thread') {
    const [thread] = await tx
      .update(forumThreads)
      .set(restored)
      .where(and(eq(forumThreads.id, post.id), eq(forumThreads.status, 'removed')))
      .returning({ title: forumThreads.title });
    if (thread)
      await recordChange(tx, actor, {
        action: 'update',
        entityType: 'forum_thread',
        entityId: post.id,
        label: thread.title,
        after: restored,
      });
    return;
  }
  const [reply] = await tx
    .update(forumReplies)
    .set(restored)
    .where(and(eq(forumReplies.id, post.id), eq(forumReplies.status, 'removed')))
    .returning({ threadId: forumReplies.threadId, content: forumReplies.content });
  if (!reply) return;
  await recountThread(tx, reply.threadId);
  await recordChange(tx, actor, {
    action: 'update',
    entityType: 'forum_reply',
    entityId: post.id,
    label: reply.content.slice(0, 80),
    after: restored,
  });
}
