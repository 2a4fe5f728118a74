import { TRPCError } from '@trpc/server';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import type {
  CreatedThreadDto,
  ThreadDetailDto,
  ThreadSummaryDto,
  createThreadInput,
  moderateThreadInput,
  topicThreadsInput,
  updateThreadInput,
} from '../../shared/schemas/community';
import type { Page } from '../../shared/schemas/common';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { afterPinnedCursor, toKeysetPage } from '../db/cursor';
import { forumThreads, forumThreadViews, forumTopics } from '../db/schema';
import { awardPoints, reverseThreadAwards } from '../gamification/awards';
import { forgetContent } from '../reactions/forget-content';
import { keepRevision } from '../moderation/revisions';
import { queueScreened, screenPost, type Screener } from '../moderation/screening';
import { notify } from '../notifications/service';
import { excerpt, mentionedMemberIds, mentionNotifications, threadEvent, threadLink } from './forum-notifications';
import { assertMayChange, millisecondsAgo, withinEditWindow } from './post-rules';
import { removeThread } from './removals';
import { loadThread, selectThreads, toThreadDto } from './thread-query';
import { threadListed } from './visibility';
import { emitEvent } from '../webhooks/events';

/** The newest threads of every topic, newest first (forum_threads_recent_idx). */
export async function recentThreads(db: Db, limit: number): Promise<ThreadSummaryDto[]> {
  const rows = await selectThreads(db).where(threadListed).orderBy(desc(forumThreads.createdAt), desc(forumThreads.id)).limit(limit);
  return rows.map(toThreadDto);
}

async function assertTopicExists(db: Db, topicId: number): Promise<void> {
  const [topic] = await db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.id, topicId));
  if (!topic) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.topicNotFound });
}

/**
 * A topic's threads: pinned first, then by last activity; keyset-paged over
 * (pinned, lastActivityAt, id), the order of forum_threads_topic_idx. NOT_FOUND for no topic.
 */
export async function threadsByTopic(db: Db, input: z.output<typeof topicThreadsInput>): Promise<Page<ThreadSummaryDto>> {
  await assertTopicExists(db, input.topicId);
  const rows = await selectThreads(db)
    .where(
      and(
        eq(forumThreads.topicId, input.topicId),
        threadListed,
        input.cursor ? afterPinnedCursor(forumThreads.pinned, forumThreads.lastActivityAt, forumThreads.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(forumThreads.pinned), desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(input.limit + 1);
  return toKeysetPage(rows, input.limit, (row) => ({ pinned: row.pinned, date: row.lastActivityTime, id: row.id }), toThreadDto);
}

/** How many of her held posts of each kind she is shown: a member with more waits on the team, not on this list. */
export const HELD_LIST_MAX = 20;

/** Her threads waiting for a check, newest first (forum_threads_author_idx): only she sees them. */
export async function heldThreadsOf(db: Db, authorId: number): Promise<ThreadDetailDto[]> {
  const rows = await selectThreads(db)
    .where(and(eq(forumThreads.authorId, authorId), eq(forumThreads.status, 'held')))
    .orderBy(desc(forumThreads.createdAt))
    .limit(HELD_LIST_MAX);
  return rows.map(toThreadDto);
}

export async function threadById(db: Db, id: number): Promise<ThreadDetailDto> {
  return loadThread(db, id, { listedOnly: true });
}

/**
 * Counts a view unless this viewer was counted within FORUM_LIMITS.viewWindowMs. The view row's
 * upsert decides: it returns a row only when it inserted one or moved an old countedAt forward,
 * and concurrent calls by one viewer queue on that row, so a refresh storm counts once.
 */
export async function recordThreadView(db: Db, threadId: number, viewerKey: string): Promise<{ viewCount: number }> {
  return db.transaction(async (tx) => {
    // `key share` keeps the thread from being deleted under us (the view row references it).
    const [thread] = await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, threadId)).for('key share');
    if (!thread) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
    const counted = await tx
      .insert(forumThreadViews)
      .values({ threadId, viewerKey })
      .onConflictDoUpdate({
        target: [forumThreadViews.threadId, forumThreadViews.viewerKey],
        set: { countedAt: sql`now()` },
        setWhere: sql`${forumThreadViews.countedAt} < ${millisecondsAgo(FORUM_LIMITS.viewWindowMs)}`,
      })
      .returning({ threadId: forumThreadViews.threadId });
    // Read after the upsert: a concurrent call it waited for has committed its count by now.
    const [current] =
      counted.length > 0
        ? await tx
            .update(forumThreads)
            .set({ viewCount: sql`${forumThreads.viewCount} + 1` })
            .where(eq(forumThreads.id, threadId))
            .returning({ viewCount: forumThreads.viewCount })
        : await tx.select({ viewCount: forumThreads.viewCount }).from(forumThreads).where(eq(forumThreads.id, threadId));
    return { viewCount: current!.viewCount };
  });
}

/** Notifies the members a thread mentions (`tag`); repeats of a mention in later edits are no-ops. */
async function notifyThreadMentions(db: Db, thread: ThreadSummaryDto): Promise<void> {
  // A former member's thread, edited by the team, mentions nobody on her behalf.
  if (!thread.author) return;
  const mentioned = await mentionedMemberIds(db, `${thread.title}\n${thread.content}`, thread.author.id);
  await notify(
    db,
    mentionNotifications(mentioned, thread.author.name, {
      content: excerpt(`${thread.title}: ${thread.content}`),
      link: threadLink(thread.id),
      eventKey: threadEvent(thread.id),
      actorId: thread.author.id,
    }),
  );
}

/**
 * What a thread's going out brings: the members it mentions are told (`tag`) and its author earns
 * its points; integrations hear of it (`thread.created`). At its creation, or when a moderator
 * approves it after a hold (moderation/held.ts).
 */
export async function threadPublished(tx: Db, thread: ThreadSummaryDto): Promise<void> {
  await notifyThreadMentions(tx, thread);
  await emitEvent(tx, 'thread.created', { id: thread.id, title: thread.title, topicId: thread.topic.id, path: threadLink(thread.id) });
  if (thread.author) {
    await awardPoints(tx, { userId: thread.author.id, action: 'thread', sourceType: 'thread', sourceId: thread.id, note: thread.title });
  }
}

/**
 * Creates the thread in one transaction, screened first (moderation/screening.ts): a blocked
 * word refuses it; a held one waits for a check (`status: 'pending'`), seen by its author only,
 * telling nobody and earning nothing until approved; otherwise it goes out (threadPublished).
 */
export async function createThread(
  db: Db,
  author: SessionUser,
  input: z.output<typeof createThreadInput>,
  screen: Screener,
): Promise<CreatedThreadDto> {
  return db.transaction(async (tx) => {
    await assertTopicExists(tx, input.topicId);
    const screening = await screenPost(
      tx,
      author,
      { text: `${input.title}\n${input.content}`, content: input.content },
      screen.settings,
      'create',
    );
    const [row] = await tx
      .insert(forumThreads)
      .values({ topicId: input.topicId, authorId: author.id, title: input.title, content: input.content, status: screening.status })
      .returning({ id: forumThreads.id });
    const thread = await loadThread(tx, row!.id);
    if (screening.status === 'published') await threadPublished(tx, thread);
    await queueScreened(
      tx,
      { targetType: 'thread', targetId: thread.id, authorId: author.id, excerpt: excerpt(`${thread.title}: ${thread.content}`) },
      screening,
      screen.publicUrl,
    );
    return { ...thread, status: screening.status === 'held' ? ('pending' as const) : ('published' as const) };
  });
}

/** A held thread goes out once a moderator approves it (moderation/held.ts); any other status stays. */
export async function publishHeldThread(tx: Db, id: number): Promise<void> {
  const [row] = await tx
    .update(forumThreads)
    .set({ status: 'published' })
    .where(and(eq(forumThreads.id, id), eq(forumThreads.status, 'held')))
    .returning({ id: forumThreads.id });
  if (row) await threadPublished(tx, await loadThread(tx, id));
}

/** The thread's author, text and edit window, its row locked until the transaction ends; a removed thread is not found. */
async function lockThreadForChange(tx: Db, id: number) {
  const [post] = await tx
    .select({
      authorId: forumThreads.authorId,
      title: forumThreads.title,
      content: forumThreads.content,
      status: forumThreads.status,
      withinEditWindow: withinEditWindow(forumThreads.createdAt),
    })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, id), ne(forumThreads.status, 'removed')))
    .for('update');
  if (!post) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
  return post;
}

/**
 * The author within FORUM_LIMITS.editWindowMs, or the team at any time: a moderator's edit of
 * another member's thread marks it "Edited by a moderator" and is an audit entry. A member's edit
 * is screened for watched words and safety phrases (moderation/screening.ts): a blocked word
 * refuses it, what else they find queues it; it never holds a post back.
 */
export async function updateThread(
  db: Db,
  user: SessionUser,
  input: z.output<typeof updateThreadInput>,
  /** None for the team's edit from the queue: the team's writing is never screened. */
  screen: Screener | null,
): Promise<ThreadDetailDto> {
  return db.transaction(async (tx) => {
    const post = await lockThreadForChange(tx, input.id);
    assertMayChange(user, post);
    const screening =
      screen && (await screenPost(tx, user, { text: `${input.title}\n${input.content}`, content: input.content }, screen.settings, 'edit'));
    const byTeam = post.authorId !== user.id;
    await tx
      .update(forumThreads)
      .set({ title: input.title, content: input.content, updatedAt: sql`now()`, ...(byTeam && { moderatorEditedAt: sql`now()` }) })
      .where(eq(forumThreads.id, input.id));
    await keepRevision(tx, user, input.id, { targetType: 'thread', title: post.title, content: post.content }, input);
    if (byTeam) {
      await recordChange(tx, user, {
        action: 'update',
        entityType: 'forum_thread',
        entityId: input.id,
        label: input.title,
        before: { title: post.title, content: post.content },
        after: { title: input.title, content: input.content },
      });
    }
    const thread = await loadThread(tx, input.id);
    // A held thread tells nobody yet: its mentions go out when it is approved.
    if (post.status !== 'held') await notifyThreadMentions(tx, thread);
    if (screen && screening && post.authorId !== null) {
      await queueScreened(
        tx,
        { targetType: 'thread', targetId: input.id, authorId: post.authorId, excerpt: excerpt(`${thread.title}: ${thread.content}`) },
        screening,
        screen.publicUrl,
      );
    }
    return thread;
  });
}

/**
 * As updateThread. Her own thread, deleted by its author, goes: replies and views by cascade, likes
 * and saves (polymorphic, so without a foreign key) here, in the same transaction. Another
 * member's, taken down by the team, is removed (removals.ts): kept for an appeal and the record.
 */
export async function deleteThread(db: Db, user: SessionUser, id: number): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const post = await lockThreadForChange(tx, id);
    assertMayChange(user, post);
    if (post.authorId !== user.id) {
      await removeThread(tx, user, { id, title: post.title });
      return { deleted: true as const };
    }
    await reverseThreadAwards(tx, id);
    await forgetContent(tx, 'thread', id, [threadLink(id)]);
    await tx.delete(forumThreads).where(eq(forumThreads.id, id));
    return { deleted: true as const };
  });
}

/**
 * Pins or locks a thread (the team; the router checks), an audit entry with the flags before and
 * after. A lock may carry a support note shown under the thread (the queue's "lock with a support
 * note"); a lock without one keeps the note it had, and unlocking takes it away. updatedAt stays:
 * it dates the text.
 */
export async function moderateThread(db: Db, actor: SessionUser, input: z.output<typeof moderateThreadInput>): Promise<ThreadDetailDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: forumThreads.title, pinned: forumThreads.pinned, locked: forumThreads.locked, lockNote: forumThreads.lockNote })
      .from(forumThreads)
      .where(eq(forumThreads.id, input.id))
      .for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
    const locked = input.locked ?? before.locked;
    const after = { pinned: input.pinned ?? before.pinned, locked, lockNote: locked ? (input.lockNote ?? before.lockNote) : null };
    await tx.update(forumThreads).set(after).where(eq(forumThreads.id, input.id));
    await recordChange(tx, actor, {
      action: 'moderate',
      entityType: 'forum_thread',
      entityId: input.id,
      label: before.title,
      before: { pinned: before.pinned, locked: before.locked, lockNote: before.lockNote },
      after,
    });
    return loadThread(tx, input.id);
  });
}
