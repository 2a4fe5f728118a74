import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINT_ACTIONS, type PointAction, type PointSourceType } from '../../shared/constants/gamification';
import { toHundredths } from '../../shared/lib/levels';
import { startOfSydneyDay, sydneyDayOf } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import { forumReplies, pointsLedger } from '../db/schema';
import { writeLedgerRows } from './ledger';
import { pointsRules } from './points-rules';

export interface Award {
  userId: number;
  action: PointAction;
  sourceType: PointSourceType;
  sourceId: number;
  /** For the member's receipt: the thread's title. */
  note?: string | null;
  /** The time of the action; tests pass another. */
  now?: Date;
}

/** Advisory lock keys: one lock per (action, member), so her concurrent actions queue for the cap. */
const LOCK_NAMESPACE = 7300;

/**
 * Awards a member the points her action earns now, inside the action's own transaction (`tx`), so
 * a removed action never leaves its award behind. Nothing when the day's cap for the action is
 * reached (an Australia/Sydney day), when the action's value is 0, or when the item already earned
 * this award (a like once per member and item, ever; a thread or reply once): the partial unique
 * indexes of points_ledger decide, so concurrent requests can't award twice. Callers leave out
 * actions on a member's own content.
 */
export function awardPoints(tx: Db, award: Award): Promise<void> {
  return awardPointsInOrder(tx, [award]);
}

const lockKey = (award: { action: string; userId: number }) => `${award.action}:${award.userId}`;

/**
 * awardPoints for several actions, in the order given, each as if it came alone: an action's cap
 * counts the awards written before it. The demo seed's hundreds of awards go through here in one
 * transaction (the rules read, each member's locks and earlier awards fetched once).
 */
export async function awardPointsInOrder(tx: Db, awards: readonly Award[]): Promise<void> {
  const rules = await pointsRules(tx);
  const due = awards
    .map((award) => ({ ...award, now: award.now ?? new Date(), amount: toHundredths(rules.points[award.action]) }))
    .filter((award) => award.amount > 0);
  if (due.length === 0) return;

  // Counting then inserting is only safe while her other actions of this kind wait: the lock is
  // held until this transaction ends (it works the same on PGlite and PostgreSQL). Taken in one
  // order, so two batches never wait on each other.
  const locks = [...new Map(due.map((award) => [lockKey(award), award])).values()].sort(
    (a, b) => POINT_ACTIONS.indexOf(a.action) - POINT_ACTIONS.indexOf(b.action) || a.userId - b.userId,
  );
  for (const { action, userId } of locks) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE + POINT_ACTIONS.indexOf(action)}, ${userId})`);
  }

  const dayStart = (award: { now: Date }) => startOfSydneyDay(sydneyDayOf(award.now));
  const earned = await tx
    .select({ userId: pointsLedger.userId, action: pointsLedger.action, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(
      and(
        inArray(pointsLedger.userId, [...new Set(due.map((award) => award.userId))]),
        inArray(pointsLedger.action, [...new Set(due.map((award) => award.action))]),
        gte(pointsLedger.createdAt, new Date(Math.min(...due.map((award) => dayStart(award).getTime())))),
      ),
    );
  const earnedAt = new Map<string, Date[]>();
  for (const row of earned) earnedAt.set(lockKey(row), [...(earnedAt.get(lockKey(row)) ?? []), row.createdAt]);

  for (const award of due) {
    const times = earnedAt.get(lockKey(award)) ?? [];
    const from = dayStart(award);
    if (times.filter((time) => time >= from).length >= rules.dailyCaps[award.action]) continue;
    const written = await writeLedgerRows(tx, [
      {
        userId: award.userId,
        action: award.action,
        sourceType: award.sourceType,
        sourceId: award.sourceId,
        amount: award.amount,
        note: award.note ?? null,
        createdAt: award.now,
      },
    ]);
    if (written > 0) earnedAt.set(lockKey(award), [...times, award.now]);
  }
}

/**
 * Takes back what removed content earned its author: a reversing row (the negative amount) for
 * each award of these threads or replies not reversed yet. Likes others gave it stay theirs.
 */
export async function reverseAwards(tx: Db, sourceType: 'thread' | 'reply' | 'comment', sourceIds: number[]): Promise<void> {
  if (sourceIds.length === 0) return;
  const reversal = alias(pointsLedger, 'reversal');
  const awards = await tx
    .select({
      id: pointsLedger.id,
      userId: pointsLedger.userId,
      sourceId: pointsLedger.sourceId,
      amount: pointsLedger.amount,
      note: pointsLedger.note,
    })
    .from(pointsLedger)
    .leftJoin(reversal, eq(reversal.reversesId, pointsLedger.id))
    .where(
      and(
        eq(pointsLedger.action, sourceType),
        eq(pointsLedger.sourceType, sourceType),
        inArray(pointsLedger.sourceId, sourceIds),
        isNull(reversal.id),
      ),
    );
  if (awards.length === 0) return;
  const now = new Date();
  await writeLedgerRows(
    tx,
    awards.map((award) => ({
      userId: award.userId,
      action: 'reversal' as const,
      sourceType,
      sourceId: award.sourceId,
      amount: -award.amount,
      reversesId: award.id,
      note: award.note,
      createdAt: now,
    })),
  );
}

/** A thread's removal takes back its own points and those of every reply it takes with it. */
export async function reverseThreadAwards(tx: Db, threadId: number): Promise<void> {
  const replies = await tx.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.threadId, threadId));
  await reverseAwards(tx, 'thread', [threadId]);
  await reverseAwards(
    tx,
    'reply',
    replies.map((reply) => reply.id),
  );
}
