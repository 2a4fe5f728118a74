import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { endOfSydneyDay, startOfSydneyDay } from '../../shared/lib/sydney-clock';
import type { z } from 'zod';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { checkReplyContent } from '../../shared/rules/community';
import { DECIDED_STATUS, ITEM_CLAIM_MINUTES, type ReportReason, type ReviewStatus } from '../../shared/rules/moderation';
import type {
  AuthorHistoryDto,
  BulkDecisionResult,
  claimInput,
  decideInput,
  decideManyInput,
  QueueItemDto,
  queueListInput,
} from '../../shared/schemas/moderation';
import { type Actor, isMemberActor, recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { excerpt, replyLink, threadLink } from '../community/forum-notifications';
import { removeReply, removeThread } from '../community/removals';
import { updateReply } from '../community/replies';
import { moderateThread, updateThread } from '../community/threads';
import { commentTexts, editComment, removeComment } from '../comments/moderation';
import { commentPlace } from '../comments/targets';
import type { Db } from '../db/client';
import { forumReplies, forumThreads, memberPenalties, reports, reviewItems, users } from '../db/schema';
import { tellAuthor } from './decisions';
import { notify } from '../notifications/service';
import { publishHeld } from './held';
import { revisionsOf } from './revisions';
import { movePostStatus, targetText } from './targets';

const author = alias(users, 'author');
const claimer = alias(users, 'claimer');

/**
 * The queue (docs/PRODUCT.md "Moderation"): safety concerns first, then illegal content, then the
 * most reported, then the oldest. Filters by status (pending by default), a reason among its
 * reports, the kind of target and the target, the author, and the Sydney days it was first reported. Paged by position (`cursor`): the order moves as
 * reports arrive, and the queue is short.
 */
export async function listQueue(
  db: Db,
  input: z.output<typeof queueListInput>,
): Promise<{ items: QueueItemDto[]; nextCursor: string | null }> {
  const offset = Number(input.cursor ?? 0);
  const withReason = input.reason
    ? exists(
        db
          .select({ id: reports.id })
          .from(reports)
          .where(and(eq(reports.itemId, reviewItems.id), eq(reports.reason, input.reason))),
      )
    : undefined;
  const rows = await db
    .select({
      item: reviewItems,
      author: { id: author.id, username: author.username },
      claimer: { id: claimer.id, username: claimer.username },
    })
    .from(reviewItems)
    .leftJoin(author, eq(author.id, reviewItems.authorId))
    .leftJoin(claimer, and(eq(claimer.id, reviewItems.claimedBy), gt(reviewItems.claimedUntil, sql`now()`)))
    .where(
      and(
        eq(reviewItems.status, input.status),
        input.targetType ? eq(reviewItems.targetType, input.targetType) : undefined,
        input.targetId ? eq(reviewItems.targetId, input.targetId) : undefined,
        input.authorId ? eq(reviewItems.authorId, input.authorId) : undefined,
        input.from ? gte(reviewItems.firstReportedAt, startOfSydneyDay(input.from)) : undefined,
        input.to ? lte(reviewItems.firstReportedAt, endOfSydneyDay(input.to)) : undefined,
        withReason,
      ),
    )
    .orderBy(
      desc(reviewItems.safety),
      desc(reviewItems.illegal),
      desc(reviewItems.reportCount),
      asc(reviewItems.firstReportedAt),
      asc(reviewItems.id),
    )
    .offset(offset)
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const ids = page.map((row) => row.item.id);
  const [reportRows, texts, revisions, histories] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            itemId: reports.itemId,
            reason: reports.reason,
            note: reports.note,
            snapshot: reports.snapshot,
            createdAt: reports.createdAt,
            reporter: { id: users.id, username: users.username },
          })
          .from(reports)
          .leftJoin(users, eq(users.id, reports.reporterId))
          .where(inArray(reports.itemId, ids))
          .orderBy(asc(reports.createdAt), asc(reports.id)),
    currentTexts(
      db,
      page.map((row) => row.item),
    ),
    revisionsOf(
      db,
      page.map((row) => row.item),
    ),
    authorHistories(
      db,
      page.flatMap((row) => (row.item.authorId === null ? [] : [row.item.authorId])),
    ),
  ]);
  const items = page.map(({ item, author: writer, claimer: claimedBy }): QueueItemDto => {
    const own = reportRows.filter((row) => row.itemId === item.id);
    const current = texts.get(`${item.targetType}:${item.targetId}`);
    return {
      id: item.id,
      targetType: item.targetType,
      targetId: item.targetId,
      status: item.status,
      decision: item.decision,
      version: item.version,
      reportCount: item.reportCount,
      reasons: [...new Set(own.map((row) => row.reason))] as ReportReason[],
      checks: item.checks,
      safety: item.safety,
      illegal: item.illegal,
      hidden: item.hidden,
      firstReportedAt: item.firstReportedAt,
      lastReportedAt: item.lastReportedAt,
      // An item the automatic checks opened has no report: its text as it is stands for one.
      snapshot: own[0]?.snapshot ?? current?.text ?? '',
      currentText: current?.text ?? null,
      currentPost: current?.post ?? null,
      author: writer,
      claimedBy,
      claimedUntil: claimedBy ? item.claimedUntil : null,
      reports: own.map(({ reason, note, reporter, createdAt }) => ({ reason, note, reporter, createdAt })),
      revisions: revisions.get(`${item.targetType}:${item.targetId}`) ?? [],
      authorHistory: earlierDecisions(histories.get(item.authorId ?? 0), item.status),
    };
  });
  return { items, nextCursor: rows.length > input.limit ? String(offset + input.limit) : null };
}

const NO_HISTORY: AuthorHistoryDto = { removed: 0, kept: 0, penalties: 0 };

/** Each author's decided items by outcome and her penalties: one grouped query each (review_items_author_idx, member_penalties_user_idx). */
async function authorHistories(db: Db, authorIds: number[]): Promise<Map<number, AuthorHistoryDto>> {
  const histories = new Map<number, AuthorHistoryDto>();
  if (authorIds.length === 0) return histories;
  const ids = [...new Set(authorIds)];
  const [decided, penalised] = await Promise.all([
    db
      .select({ authorId: reviewItems.authorId, status: reviewItems.status, count: count() })
      .from(reviewItems)
      .where(and(inArray(reviewItems.authorId, ids), inArray(reviewItems.status, ['removed', 'kept'])))
      .groupBy(reviewItems.authorId, reviewItems.status),
    db
      .select({ authorId: memberPenalties.userId, count: count() })
      .from(memberPenalties)
      .where(inArray(memberPenalties.userId, ids))
      .groupBy(memberPenalties.userId),
  ]);
  const historyOf = (authorId: number) => histories.get(authorId) ?? histories.set(authorId, { ...NO_HISTORY }).get(authorId)!;
  for (const row of decided) historyOf(row.authorId!)[row.status as 'removed' | 'kept'] = row.count;
  for (const row of penalised) historyOf(row.authorId).penalties = row.count;
  return histories;
}

/** Her history but this item: a decided item shown in the queue isn't one of her earlier ones. */
function earlierDecisions(history: AuthorHistoryDto | undefined, status: string): AuthorHistoryDto {
  const earlier = { ...(history ?? NO_HISTORY) };
  if (status === 'removed' || status === 'kept') earlier[status] -= 1;
  return earlier;
}

/** Items waiting for a decision: the admin nav's badge. */
export async function pendingCount(db: Db): Promise<{ count: number }> {
  const [row] = await db.select({ count: count() }).from(reviewItems).where(eq(reviewItems.status, 'pending'));
  return { count: row?.count ?? 0 };
}

interface CurrentText {
  /** As the queue shows it beside the report's snapshot. */
  text: string;
  /** A post's own fields, which an edit starts from (none for a profile). */
  post: { title: string | null; content: string } | null;
}

/** Each target's text as it is now, by `type:id`: one query per kind of target. */
async function currentTexts(db: Db, items: { targetType: string; targetId: number }[]): Promise<Map<string, CurrentText>> {
  const idsOf = (type: string) => items.filter((item) => item.targetType === type).map((item) => item.targetId);
  const [threads, replies, profiles, commentRows] = await Promise.all([
    idsOf('thread').length
      ? db
          .select({ id: forumThreads.id, title: forumThreads.title, content: forumThreads.content })
          .from(forumThreads)
          .where(inArray(forumThreads.id, idsOf('thread')))
      : [],
    idsOf('reply').length
      ? db
          .select({ id: forumReplies.id, content: forumReplies.content })
          .from(forumReplies)
          .where(inArray(forumReplies.id, idsOf('reply')))
      : [],
    idsOf('profile').length
      ? db
          .select({ id: users.id, username: users.username, displayName: users.displayName, bio: users.bio })
          .from(users)
          .where(inArray(users.id, idsOf('profile')))
      : [],
    commentTexts(db, idsOf('comment')),
  ]);
  return new Map([
    ...threads.map((row): [string, CurrentText] => [
      `thread:${row.id}`,
      { text: targetText.thread(row), post: { title: row.title, content: row.content } },
    ]),
    ...replies.map((row): [string, CurrentText] => [
      `reply:${row.id}`,
      { text: targetText.reply(row), post: { title: null, content: row.content } },
    ]),
    ...profiles.map((row): [string, CurrentText] => [`profile:${row.id}`, { text: targetText.profile(row), post: null }]),
    ...commentRows.map((row): [string, CurrentText] => [
      `comment:${row.id}`,
      { text: targetText.comment(row), post: { title: null, content: row.body } },
    ]),
  ]);
}

/** The item, its row locked until the transaction ends; NOT_FOUND otherwise. */
async function lockItem(tx: Db, id: number) {
  const [item] = await tx.select().from(reviewItems).where(eq(reviewItems.id, id)).for('update');
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: MODERATION_TEXT.itemNotFound });
  return item;
}

type Item = Awaited<ReturnType<typeof lockItem>>;

/** Takes the target down: a post is removed (kept for an appeal); a profile loses its name and bio. */
async function takeDown(tx: Db, actor: Actor, item: Item): Promise<void> {
  if (item.targetType === 'thread') {
    const [thread] = await tx
      .select({ title: forumThreads.title, status: forumThreads.status })
      .from(forumThreads)
      .where(eq(forumThreads.id, item.targetId))
      .for('update');
    if (thread && thread.status !== 'removed') await removeThread(tx, actor, { id: item.targetId, title: thread.title });
    return;
  }
  if (item.targetType === 'comment') {
    await removeComment(tx, actor, item.targetId, null, false);
    return;
  }
  if (item.targetType === 'reply') {
    // Its thread first, then the reply: the order the forum's writes take them in.
    const [reply] = await tx
      .select({ threadId: forumReplies.threadId, content: forumReplies.content, status: forumReplies.status })
      .from(forumReplies)
      .where(eq(forumReplies.id, item.targetId));
    if (!reply || reply.status === 'removed') return;
    await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, reply.threadId)).for('no key update');
    await tx.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.id, item.targetId)).for('update');
    await removeReply(tx, actor, { id: item.targetId, threadId: reply.threadId, label: excerpt(reply.content) });
    return;
  }
  const [before] = await tx.select({ displayName: users.displayName, bio: users.bio }).from(users).where(eq(users.id, item.targetId));
  if (!before) return;
  await tx.update(users).set({ displayName: null, bio: null }).where(eq(users.id, item.targetId));
  await recordChange(tx, actor, {
    action: 'remove',
    entityType: 'profile',
    entityId: item.targetId,
    label: before.displayName ?? `#${item.targetId}`,
    before,
    after: { displayName: null, bio: null },
  });
}

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * The moderator's edit, through the forum's own edit (the same checks, "Edited by a moderator", an
 * audit entry, and the text before it kept as a revision): a thread needs its title, a reply's
 * text its rule; a comment's the same way through the comments' own (comments/moderation.ts).
 */
async function editPost(tx: Db, actor: SessionUser, item: Item, input: z.output<typeof decideInput>): Promise<void> {
  const content = input.content!;
  if (item.targetType === 'thread') {
    if (input.title === undefined) throw badRequest(MODERATION_TEXT.editNeedsTitle);
    await updateThread(tx, actor, { id: item.targetId, title: input.title, content }, null);
    return;
  }
  if (item.targetType === 'reply') {
    const problem = checkReplyContent(content);
    if (problem) throw badRequest(problem);
    await updateReply(tx, actor, { id: item.targetId, content }, null);
    return;
  }
  if (item.targetType === 'comment') {
    await editComment(tx, actor, item.targetId, content);
    return;
  }
  throw badRequest(MODERATION_TEXT.editOnlyPosts);
}

/** Locks a thread with the team's support note shown under it, through the forum's own lock (an audit entry). */
async function lockWithNote(tx: Db, actor: SessionUser, item: Item, supportNote: string): Promise<void> {
  if (item.targetType !== 'thread') throw badRequest(MODERATION_TEXT.lockOnlyThreads);
  await moderateThread(tx, actor, { id: item.targetId, locked: true, lockNote: supportNote });
}

/** What a decision does to the reported thing; every decision but remove shows a hidden post again. */
async function act(tx: Db, actor: Actor, item: Item, input: z.output<typeof decideInput>): Promise<void> {
  if (input.action === 'remove') return takeDown(tx, actor, item);
  if (input.action === 'edit' || input.action === 'lock') {
    // Words shown in the team's name are the team's to write (docs/ARCHITECTURE.md "Tokens").
    if (!isMemberActor(actor)) throw new TRPCError({ code: 'FORBIDDEN', message: MODERATION_TEXT.notForIntegrations });
    if (input.action === 'edit') await editPost(tx, actor, item, input);
    else await lockWithNote(tx, actor, item, input.supportNote!);
  }
  // A post hidden by reports goes back to everyone; a held one goes out (a removed one stays as it is).
  await movePostStatus(tx, item.targetType, item.targetId, 'hidden', 'published');
  await publishHeld(tx, item);
}

/** The queue's page as an integration reads it: every report's reporter left out. */
export function withoutReporters<P extends { items: QueueItemDto[] }>(page: P): P {
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, reports: item.reports.map((report) => ({ ...report, reporter: null })) })),
  };
}

/** Where the reported thing is, for a reporter told it stays up. */
async function targetLink(tx: Db, item: Item): Promise<string | null> {
  if (item.targetType === 'thread') return threadLink(item.targetId);
  if (item.targetType === 'profile') return `/community/profile/${item.targetId}`;
  if (item.targetType === 'comment') return commentPlace(tx, item.targetId);
  const [reply] = await tx.select({ threadId: forumReplies.threadId }).from(forumReplies).where(eq(forumReplies.id, item.targetId));
  return reply ? replyLink(reply.threadId, item.targetId) : null;
}

/** Each member who reported the item hears what came of it, once per decision; never who decided. */
async function tellReporters(tx: Db, actor: Actor, item: Item, removed: boolean, version: number): Promise<void> {
  const reporters = await tx
    .selectDistinct({ id: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.itemId, item.id), actor.id === null ? undefined : ne(reports.reporterId, actor.id)));
  const link = removed ? null : await targetLink(tx, item);
  await notify(
    tx,
    reporters.flatMap(({ id }) =>
      id === null
        ? []
        : [
            {
              userId: id,
              type: 'other' as const,
              title: removed ? MODERATION_TEXT.reportOutcome.removed : MODERATION_TEXT.reportOutcome.kept,
              content: MODERATION_TEXT.reportOutcome.body,
              link,
              eventKey: `report-outcome:${item.id}:${version}`,
            },
          ],
    ),
  );
}

/**
 * A moderator's decision (REVIEW_DECISIONS): keep (shown again, reports not upheld), remove (taken
 * down, kept for an appeal), edit (its text changed by the forum's moderator edit, shown again),
 * lock (a thread locked with a support note, shown again), ignore (shown again; nothing to act
 * on). Made on the item as she saw it: when its version has moved since (another decision, a new
 * report), CONFLICT "Someone else already decided this", and nothing changes. Its reporters are
 * told what came of it; an audit entry.
 */
export async function decide(
  db: Db,
  actor: Actor,
  services: { publicUrl: string },
  input: z.output<typeof decideInput>,
): Promise<{ id: number; status: ReviewStatus; version: number }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, input.id);
    if (item.version !== input.version) throw new TRPCError({ code: 'CONFLICT', message: MODERATION_TEXT.staleDecision });
    await act(tx, actor, item, input);
    const status = DECIDED_STATUS[input.action];
    const note = input.note?.trim() || null;
    const [updated] = await tx
      .update(reviewItems)
      .set({
        status,
        decision: input.action,
        hidden: false,
        version: sql`${reviewItems.version} + 1`,
        decidedBy: actor.id,
        decidedAt: sql`now()`,
        decisionNote: note,
        claimedBy: null,
        claimedUntil: null,
      })
      .where(eq(reviewItems.id, item.id))
      .returning({ id: reviewItems.id, status: reviewItems.status, version: reviewItems.version });
    await tellReporters(tx, actor, item, input.action === 'remove', updated!.version);
    await tellAuthor(tx, actor, services.publicUrl, item, input.action);
    await recordChange(tx, actor, {
      action: 'decide',
      entityType: `review_${item.targetType}`,
      entityId: item.targetId,
      label: `${input.action} (${item.reportCount} reports)`,
      before: { status: item.status, hidden: item.hidden },
      after: { status, decision: input.action, note, ...(input.action === 'lock' && { supportNote: input.supportNote }) },
    });
    return updated!;
  });
}

/**
 * One decision for many items (up to QUEUE_PAGE_MAX), each decided on its own as `decide` would:
 * its own transaction and audit entry, so one that someone else decided meanwhile (stale) or that
 * is gone (missing) is reported and the others still go through. One after the other: the items'
 * posts may share a thread.
 */
export async function decideMany(
  db: Db,
  actor: Actor,
  services: { publicUrl: string },
  input: z.output<typeof decideManyInput>,
): Promise<BulkDecisionResult[]> {
  const results: BulkDecisionResult[] = [];
  for (const { id, version } of input.items) {
    try {
      const decided = await decide(db, actor, services, { id, version, action: input.action, note: input.note });
      results.push({ id, result: 'decided', status: decided.status, version: decided.version });
    } catch (error) {
      if (!(error instanceof TRPCError) || (error.code !== 'CONFLICT' && error.code !== 'NOT_FOUND')) throw error;
      results.push({ id, result: error.code === 'CONFLICT' ? 'stale' : 'missing', error: error.message });
    }
  }
  return results;
}

/** Takes an item for ITEM_CLAIM_MINUTES; CONFLICT while another moderator's claim lasts. An audit entry. */
export async function claim(db: Db, actor: SessionUser, input: z.output<typeof claimInput>): Promise<{ id: number; claimedUntil: Date }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, input.id);
    const [held] = await tx
      .select({ by: reviewItems.claimedBy })
      .from(reviewItems)
      .where(and(eq(reviewItems.id, item.id), gt(reviewItems.claimedUntil, sql`now()`)));
    if (held?.by && held.by !== actor.id) throw new TRPCError({ code: 'CONFLICT', message: MODERATION_TEXT.claimedByOther });
    const [updated] = await tx
      .update(reviewItems)
      .set({ claimedBy: actor.id, claimedUntil: sql`now() + ${`${ITEM_CLAIM_MINUTES} minutes`}::interval` })
      .where(eq(reviewItems.id, item.id))
      .returning({ id: reviewItems.id, claimedUntil: reviewItems.claimedUntil });
    await recordChange(tx, actor, {
      action: 'claim',
      entityType: `review_${item.targetType}`,
      entityId: item.targetId,
      label: `item ${item.id}`,
    });
    return { id: updated!.id, claimedUntil: updated!.claimedUntil! };
  });
}
