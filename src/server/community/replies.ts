import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, exists, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { isStaff } from '../../shared/rules/roles';
import type { Page } from '../../shared/schemas/common';
import type { CreatedReplyDto, ReplyDto, createReplyInput, threadRepliesInput, updateReplyInput } from '../../shared/schemas/community';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { afterCursorAscending, exactTime, toPage } from '../db/cursor';
import { forumReplies, forumThreads, users } from '../db/schema';
import { awardPoints, reverseAwards } from '../gamification/awards';
import { keepRevision } from '../moderation/revisions';
import { queueScreened, screenPost, type Screener } from '../moderation/screening';
import { type NewNotification, notify } from '../notifications/service';
import { excerpt, FORUM_NOTIFICATION_TITLES, mentionedMemberIds, mentionNotifications, replyEvent, replyLink } from './forum-notifications';
import { assertMayChange, withinEditWindow } from './post-rules';
import { recountThread, removeReply } from './removals';
import { authorColumns, toAuthorDto } from './thread-query';
import { HELD_LIST_MAX } from './threads';
import { replyListed, threadListed } from './visibility';
import { emitEvent } from '../webhooks/events';

const replyColumns = {
  id: forumReplies.id,
  threadId: forumReplies.threadId,
  content: forumReplies.content,
  createdAt: forumReplies.createdAt,
  updatedAt: forumReplies.updatedAt,
  status: forumReplies.status,
  moderatorEditedAt: forumReplies.moderatorEditedAt,
  author: authorColumns,
  /** createdAt to the microsecond, for the cursor. */
  createdTime: exactTime(forumReplies.createdAt),
};

function selectReplies(db: Db) {
  return db.select(replyColumns).from(forumReplies).leftJoin(users, eq(users.id, forumReplies.authorId)).$dynamic();
}

type ReplyRow = Awaited<ReturnType<typeof selectReplies>>[number];

/** A hidden reply keeps its place in the thread, but its text is sent to nobody. */
function toReplyDto(row: ReplyRow): ReplyDto {
  const hidden = row.status === 'hidden';
  return {
    id: row.id,
    threadId: row.threadId,
    content: hidden ? '' : row.content,
    hidden,
    moderatorEdited: row.moderatorEditedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    author: toAuthorDto(row.author),
  };
}

async function loadReply(db: Db, id: number): Promise<ReplyDto> {
  const [row] = await selectReplies(db).where(eq(forumReplies.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.replyNotFound });
  return toReplyDto(row);
}

/** Her replies waiting for a check, newest first (forum_replies_author_idx): only she sees them. */
export async function heldRepliesOf(db: Db, authorId: number): Promise<ReplyDto[]> {
  const rows = await selectReplies(db)
    .where(and(eq(forumReplies.authorId, authorId), eq(forumReplies.status, 'held')))
    .orderBy(desc(forumReplies.createdAt))
    .limit(HELD_LIST_MAX);
  return rows.map(toReplyDto);
}

/**
 * A thread's replies, oldest first; keyset-paged over (createdAt, id), the order of
 * forum_replies_thread_idx. NOT_FOUND when the thread doesn't exist.
 */
export async function repliesOfThread(db: Db, input: z.output<typeof threadRepliesInput>): Promise<Page<ReplyDto>> {
  // The thread's own check is uncorrelated: PostgreSQL runs it once, not per reply.
  const threadShown = db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, input.threadId), threadListed));
  const rows = await selectReplies(db)
    .where(
      and(
        eq(forumReplies.threadId, input.threadId),
        replyListed,
        exists(threadShown),
        input.cursor ? afterCursorAscending(forumReplies.createdAt, forumReplies.id, input.cursor) : undefined,
      ),
    )
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(input.limit + 1);
  // Only an empty page needs to know whether the thread exists: most pages skip that query.
  if (rows.length === 0) {
    const [thread] = await threadShown;
    if (!thread) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
  }
  return toPage(rows, input.limit, (row) => row.createdTime, toReplyDto);
}

type ReplyThread = { id: number; title: string; authorId: number | null };

/**
 * Who hears of a new reply, each member's candidates in order of preference: `tag` if the reply
 * mentions her, `thread_reply` if she wrote the thread, `thread_participation` if she replied
 * before. notify() writes the first type she has not muted, one per member (same eventKey).
 */
async function notifyOfReply(tx: Db, reply: ReplyDto, thread: ReplyThread): Promise<void> {
  // A held reply approved after its author's account went has nobody to speak for.
  const replier = reply.author;
  if (!replier) return;
  const replierId = replier.id;
  const mentioned = await mentionedMemberIds(tx, reply.content, replierId);
  // Earlier participants: a range scan of this thread's replies (forum_replies_thread_idx).
  const participants = await tx
    .selectDistinct({ id: forumReplies.authorId })
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, thread.id), replyListed, ne(forumReplies.id, reply.id), ne(forumReplies.authorId, replierId)));

  const name = replier.name;
  const post = {
    content: excerpt(reply.content),
    link: replyLink(thread.id, reply.id),
    eventKey: replyEvent(reply.id),
    actorId: replierId,
  };
  const toMember = (userId: number, type: 'thread_reply' | 'thread_participation'): NewNotification => ({
    ...post,
    userId,
    type,
    title: FORUM_NOTIFICATION_TITLES[type](name, thread.title),
  });
  const rows: NewNotification[] = [
    ...mentionNotifications(mentioned, name, post),
    // A former member's thread (author null) has nobody to tell.
    ...(thread.authorId === null || thread.authorId === replierId ? [] : [toMember(thread.authorId, 'thread_reply')]),
    ...participants.flatMap((p) => (p.id === null || p.id === thread.authorId ? [] : [toMember(p.id, 'thread_participation')])),
  ];
  await notify(tx, rows);
}

/**
 * What a reply's going out brings, in its transaction: the thread's replyCount and lastActivityAt
 * move on; mentioned members (`tag`), the thread's author (`thread_reply`) and earlier participants
 * (`thread_participation`) are told, never the replier, one notification each; she earns its
 * points (none in her own thread); integrations hear of it (`reply.created`). At its creation, or
 * when a moderator approves it after a hold.
 */
async function replyPublished(tx: Db, reply: ReplyDto, thread: ReplyThread): Promise<void> {
  // Increment in SQL, never read-modify-write: concurrent replies each add their one.
  await tx
    .update(forumThreads)
    .set({
      replyCount: sql`${forumThreads.replyCount} + 1`,
      lastActivityAt: sql`greatest(${forumThreads.lastActivityAt}, now())`,
    })
    .where(eq(forumThreads.id, thread.id));
  await notifyOfReply(tx, reply, thread);
  await emitEvent(tx, 'reply.created', { id: reply.id, threadId: thread.id, path: replyLink(thread.id, reply.id) });
  // Replying in her own thread earns nothing (PRODUCT.md: no points for your own content).
  if (reply.author && thread.authorId !== reply.author.id) {
    await awardPoints(tx, { userId: reply.author.id, action: 'reply', sourceType: 'reply', sourceId: reply.id, note: thread.title });
  }
}

/**
 * Adds a reply to an unlocked thread (the team may still add a moderator's note to a locked one),
 * screened first (moderation/screening.ts): a blocked word refuses it; a held one waits for a
 * check (`status: 'pending'`), counted nowhere, telling nobody and earning nothing until approved;
 * otherwise it goes out (replyPublished).
 */
export async function createReply(
  db: Db,
  author: SessionUser,
  input: z.output<typeof createReplyInput>,
  screen: Screener,
): Promise<CreatedReplyDto> {
  return db.transaction(async (tx) => {
    // `no key update` still lets other replies reference the thread; it queues concurrent reply
    // writes on this thread so each sees the locked flag as it is.
    const [thread] = await tx
      .select({ id: forumThreads.id, title: forumThreads.title, authorId: forumThreads.authorId, locked: forumThreads.locked })
      .from(forumThreads)
      .where(eq(forumThreads.id, input.threadId))
      .for('no key update');
    if (!thread) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
    if (thread.locked && !isStaff(author)) throw new TRPCError({ code: 'FORBIDDEN', message: COMMUNITY_TEXT.threadLocked });

    const screening = await screenPost(tx, author, { text: input.content, content: input.content }, screen.settings, 'create');
    const [inserted] = await tx
      .insert(forumReplies)
      .values({ threadId: thread.id, authorId: author.id, content: input.content, status: screening.status })
      .returning({ id: forumReplies.id });
    const reply = await loadReply(tx, inserted!.id);
    if (screening.status === 'published') await replyPublished(tx, reply, thread);
    await queueScreened(
      tx,
      { targetType: 'reply', targetId: reply.id, authorId: author.id, excerpt: excerpt(reply.content) },
      screening,
      screen.publicUrl,
    );
    return { ...reply, status: screening.status === 'held' ? ('pending' as const) : ('published' as const) };
  });
}

/** A held reply goes out once a moderator approves it (moderation/held.ts); any other status stays. */
export async function publishHeldReply(tx: Db, id: number): Promise<void> {
  const [target] = await tx.select({ threadId: forumReplies.threadId }).from(forumReplies).where(eq(forumReplies.id, id));
  if (!target) return;
  // The thread first, then the reply: the order the forum's writes take them in.
  const [thread] = await tx
    .select({ id: forumThreads.id, title: forumThreads.title, authorId: forumThreads.authorId })
    .from(forumThreads)
    .where(eq(forumThreads.id, target.threadId))
    .for('no key update');
  const [row] = await tx
    .update(forumReplies)
    .set({ status: 'published' })
    .where(and(eq(forumReplies.id, id), eq(forumReplies.status, 'held')))
    .returning({ id: forumReplies.id });
  if (row && thread) await replyPublished(tx, await loadReply(tx, id), thread);
}

/** The reply, whether its thread is locked, and its edit window; the reply row locked. */
async function lockReplyForChange(tx: Db, id: number) {
  const [post] = await tx
    .select({
      threadId: forumReplies.threadId,
      authorId: forumReplies.authorId,
      content: forumReplies.content,
      status: forumReplies.status,
      withinEditWindow: withinEditWindow(forumReplies.createdAt),
      threadLocked: forumThreads.locked,
    })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
    .where(and(eq(forumReplies.id, id), ne(forumReplies.status, 'removed')))
    .for('update', { of: forumReplies });
  if (!post) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.replyNotFound });
  return post;
}

/**
 * The author within FORUM_LIMITS.editWindowMs (and not once the thread is locked), or the team
 * at any time. Members newly mentioned by the edit are notified (`tag`), unless the reply is still
 * held. A member's edit is screened for watched words and safety phrases as a thread's is.
 */
export async function updateReply(
  db: Db,
  user: SessionUser,
  input: z.output<typeof updateReplyInput>,
  /** None for the team's edit from the queue: the team's writing is never screened. */
  screen: Screener | null,
): Promise<ReplyDto> {
  return db.transaction(async (tx) => {
    const post = await lockReplyForChange(tx, input.id);
    assertMayChange(user, post);
    if (post.threadLocked && !isStaff(user)) throw new TRPCError({ code: 'FORBIDDEN', message: COMMUNITY_TEXT.threadLocked });
    const screening = screen && (await screenPost(tx, user, { text: input.content, content: input.content }, screen.settings, 'edit'));
    // The team's edit of another member's reply: marked "Edited by a moderator", and recorded.
    const byTeam = post.authorId !== user.id;
    await tx
      .update(forumReplies)
      .set({ content: input.content, updatedAt: sql`now()`, ...(byTeam && { moderatorEditedAt: sql`now()` }) })
      .where(eq(forumReplies.id, input.id));
    await keepRevision(tx, user, input.id, { targetType: 'reply', content: post.content }, input);
    if (byTeam) {
      await recordChange(tx, user, {
        action: 'update',
        entityType: 'forum_reply',
        entityId: input.id,
        label: excerpt(post.content),
        before: { content: post.content },
        after: { content: input.content },
      });
    }
    const reply = await loadReply(tx, input.id);
    // A former member's reply, edited by the team, mentions nobody on her behalf.
    if (!reply.author) return reply;
    if (screen && screening) {
      await queueScreened(
        tx,
        { targetType: 'reply', targetId: reply.id, authorId: reply.author.id, excerpt: excerpt(reply.content) },
        screening,
        screen.publicUrl,
      );
    }
    // A held reply tells nobody yet: its mentions go out when it is approved.
    if (post.status === 'held') return reply;
    const mentioned = await mentionedMemberIds(tx, reply.content, reply.author.id);
    // Same eventKey as the reply's first notifications: a member told of it once isn't told again.
    await notify(
      tx,
      mentionNotifications(mentioned, reply.author.name, {
        content: excerpt(reply.content),
        link: replyLink(reply.threadId, reply.id),
        eventKey: replyEvent(reply.id),
        actorId: reply.author.id,
      }),
    );
    return reply;
  });
}

/**
 * As updateReply, though a member may still take back her reply in a locked thread: hers goes;
 * another member's, taken down by the team, is removed (removals.ts). Either way the thread's
 * replyCount and lastActivityAt follow the replies still shown, in the same transaction.
 */
export async function deleteReply(db: Db, user: SessionUser, id: number): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ threadId: forumReplies.threadId }).from(forumReplies).where(eq(forumReplies.id, id));
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.replyNotFound });
    // The thread first, then the reply: the order createReply takes them in, so no deadlock.
    await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, target.threadId)).for('no key update');
    const post = await lockReplyForChange(tx, id);
    assertMayChange(user, post);
    if (post.authorId !== user.id) {
      await removeReply(tx, user, { id, threadId: post.threadId, label: excerpt(post.content) });
      return { deleted: true as const };
    }
    await reverseAwards(tx, 'reply', [id]);
    await tx.delete(forumReplies).where(eq(forumReplies.id, id));
    await recountThread(tx, post.threadId);
    return { deleted: true as const };
  });
}
