import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
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
export async function awardPoints(tx: Db, award: Award): Promise<void> {
  const now = award.now ?? new Date();
  const settings = await pointsRules(tx);
  const amount = toHundredths(settings.points[award.action]);
  if (amount <= 0) return;

  // Counting then inserting is only safe while her other actions of this kind wait: the lock is
  // held until this transaction ends (it works the same on PGlite and PostgreSQL).
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE + POINT_ACTIONS.indexOf(award.action)}, ${award.userId})`);
  const [today] = await tx
    .select({ awards: count() })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, award.userId),
        eq(pointsLedger.action, award.action),
        gte(pointsLedger.createdAt, startOfSydneyDay(sydneyDayOf(now))),
      ),
    );
  if ((today?.awards ?? 0) >= settings.dailyCaps[award.action]) return;

  await writeLedgerRows(tx, [
    {
      userId: award.userId,
      action: award.action,
      sourceType: award.sourceType,
      sourceId: award.sourceId,
      amount,
      note: award.note ?? null,
      createdAt: now,
    },
  ]);
}

/**
 * Takes back what removed content earned its author: a reversing row (the negative amount) for
 * each award of these threads or replies not reversed yet. Likes others gave it stay theirs.
 */
export async function reverseAwards(tx: Db, sourceType: 'thread' | 'reply', sourceIds: number[]): Promise<void> {
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
