import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { ITEM_CLAIM_MINUTES, type ReportReason } from '../../shared/rules/moderation';
import type { claimInput, decideInput, QueueItemDto, queueListInput } from '../../shared/schemas/moderation';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { excerpt, replyLink, threadLink } from '../community/forum-notifications';
import { removeReply, removeThread } from '../community/removals';
import type { Db } from '../db/client';
import { forumReplies, forumThreads, reports, reviewItems, users } from '../db/schema';
import { notify } from '../notifications/service';
import { publishHeld } from './held';
import { movePostStatus, targetText } from './targets';

const author = alias(users, 'author');
const claimer = alias(users, 'claimer');

/**
 * The queue (docs/PRODUCT.md "Moderation"): safety concerns first, then illegal content, then the
 * most reported, then the oldest. Filters by status (pending by default), a reason among its
 * reports, the kind of target and the target. Paged by position (`cursor`): the order moves as
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
  const [reportRows, texts] = await Promise.all([
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
  ]);
  const items = page.map(({ item, author: writer, claimer: claimedBy }): QueueItemDto => {
    const own = reportRows.filter((row) => row.itemId === item.id);
    const currentText = texts.get(`${item.targetType}:${item.targetId}`) ?? null;
    return {
      id: item.id,
      targetType: item.targetType,
      targetId: item.targetId,
      status: item.status,
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
      snapshot: own[0]?.snapshot ?? currentText ?? '',
      currentText,
      author: writer,
      claimedBy,
      claimedUntil: claimedBy ? item.claimedUntil : null,
      reports: own.map(({ reason, note, reporter, createdAt }) => ({ reason, note, reporter, createdAt })),
    };
  });
  return { items, nextCursor: rows.length > input.limit ? String(offset + input.limit) : null };
}

/** Each target's text as it is now, by `type:id`: one query per kind of target. */
async function currentTexts(db: Db, items: { targetType: string; targetId: number }[]): Promise<Map<string, string>> {
  const idsOf = (type: string) => items.filter((item) => item.targetType === type).map((item) => item.targetId);
  const [threads, replies, profiles] = await Promise.all([
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
  ]);
  return new Map([
    ...threads.map((row): [string, string] => [`thread:${row.id}`, targetText.thread(row)]),
    ...replies.map((row): [string, string] => [`reply:${row.id}`, targetText.reply(row)]),
    ...profiles.map((row): [string, string] => [`profile:${row.id}`, targetText.profile(row)]),
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
async function takeDown(tx: Db, actor: SessionUser, item: Item): Promise<void> {
  if (item.targetType === 'thread') {
    const [thread] = await tx
      .select({ title: forumThreads.title, status: forumThreads.status })
      .from(forumThreads)
      .where(eq(forumThreads.id, item.targetId))
      .for('update');
    if (thread && thread.status !== 'removed') await removeThread(tx, actor, { id: item.targetId, title: thread.title });
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

const DECIDED_STATUS = { keep: 'kept', remove: 'removed', ignore: 'ignored' } as const;

/** Where the reported thing is, for a reporter told it stays up. */
async function targetLink(tx: Db, item: Item): Promise<string | null> {
  if (item.targetType === 'thread') return threadLink(item.targetId);
  if (item.targetType === 'profile') return `/community/profile/${item.targetId}`;
  const [reply] = await tx.select({ threadId: forumReplies.threadId }).from(forumReplies).where(eq(forumReplies.id, item.targetId));
  return reply ? replyLink(reply.threadId, item.targetId) : null;
}

/** Each member who reported the item hears what came of it, once per decision; never who decided. */
async function tellReporters(tx: Db, actor: SessionUser, item: Item, removed: boolean, version: number): Promise<void> {
  const reporters = await tx
    .selectDistinct({ id: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.itemId, item.id), ne(reports.reporterId, actor.id)));
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
 * A moderator's decision: keep (shown again, reports not upheld), remove (taken down, kept for an
 * appeal), ignore (shown again; nothing to act on). Made on the item as she saw it: when its
 * version has moved since (another decision, a new report), CONFLICT "Someone else already
 * decided this", and nothing changes. Its reporters are told what came of it; an audit entry.
 */
export async function decide(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof decideInput>,
): Promise<{ id: number; status: string; version: number }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, input.id);
    if (item.version !== input.version) throw new TRPCError({ code: 'CONFLICT', message: MODERATION_TEXT.staleDecision });
    if (input.action === 'remove') await takeDown(tx, actor, item);
    else {
      // Shown again: a post hidden by reports goes back to everyone; a held one goes out (a removed one stays as it is).
      await movePostStatus(tx, item.targetType, item.targetId, 'hidden', 'published');
      await publishHeld(tx, item);
    }
    const status = DECIDED_STATUS[input.action];
    const [updated] = await tx
      .update(reviewItems)
      .set({
        status,
        hidden: false,
        version: sql`${reviewItems.version} + 1`,
        decidedBy: actor.id,
        decidedAt: sql`now()`,
        decisionNote: input.note?.trim() || null,
        claimedBy: null,
        claimedUntil: null,
      })
      .where(eq(reviewItems.id, item.id))
      .returning({ id: reviewItems.id, status: reviewItems.status, version: reviewItems.version });
    await tellReporters(tx, actor, item, input.action === 'remove', updated!.version);
    await recordChange(tx, actor, {
      action: 'decide',
      entityType: `review_${item.targetType}`,
      entityId: item.targetId,
      label: `${input.action} (${item.reportCount} reports)`,
      before: { status: item.status, hidden: item.hidden },
      after: { status, note: input.note?.trim() || null },
    });
    return updated!;
  });
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
