import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { GIVEAWAY_TEXT } from '../../shared/constants/giveaways';
import { DRAW_ALGORITHM } from '../../shared/lib/giveaway-draw';
import { sydneyMonthOf } from '../../shared/lib/sydney-clock';
import type { DrawRecordDto, GiveawayDto, MemberGiveawaysDto } from '../../shared/schemas/giveaways';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { giveaways, giveawayWinners } from '../db/schema';
import { giveawayEntries } from '../gamification/entries';
import { pointsRules } from '../gamification/points-rules';
import { memberStats } from '../gamification/stats';
import { giveawayDtos, giveawayRow, giveawaySummaryColumns, latestWinners, toGiveawayDto } from './giveaway-dto';

const LEADERBOARD_SIZE = 10;
const PAST_SHOWN = 12;

/**
 * /member-giveaways: this month's giveaway, the member's entries and points, the month's
 * leaderboard, a prize of hers waiting to be claimed, and the past draws.
 */
export async function memberGiveaways(db: Db, member: SessionUser, now = new Date()): Promise<MemberGiveawaysDto> {
  const month = sydneyMonthOf(now);
  const [currentRows, pastRows, stats, leaders, mine, settings] = await Promise.all([
    db.select(giveawaySummaryColumns).from(giveaways).where(eq(giveaways.month, month)),
    db.select(giveawaySummaryColumns).from(giveaways).where(isNotNull(giveaways.drawnAt)).orderBy(desc(giveaways.month)).limit(PAST_SHOWN),
    memberStats(db, member.id, now),
    giveawayEntries(db, month, LEADERBOARD_SIZE),
    db
      .select()
      .from(giveawayWinners)
      .where(and(eq(giveawayWinners.userId, member.id), isNull(giveawayWinners.claimedAt), gte(giveawayWinners.claimBy, now))),
    pointsRules(db),
  ]);
  const [current] = await giveawayDtos(db, currentRows, now);
  const past = await giveawayDtos(db, pastRows, now);
  // A win still open to claim is its giveaway's latest round: a redraw waits for the window to close.
  const [win] = mine;
  const prizeRow = win && (await giveawayRow(db, win.giveawayId));
  const myPrize = win && prizeRow ? toGiveawayDto(prizeRow, win, now) : null;
  return {
    current: current ?? null,
    myEntries: stats.giveawayEntries,
    myMonthlyPoints: stats.monthlyPoints,
    pointValues: settings.points,
    leaderboard: leaders.map((row, index) => ({
      rank: index + 1,
      userId: row.userId,
      name: row.displayName?.trim() || row.username,
      monthlyPoints: row.monthlyPoints,
      entries: row.entries,
    })),
    myPrize,
    past,
  };
}

/** The winner claims her prize within its window: once. */
export async function claimPrize(db: Db, member: SessionUser, giveawayId: number, now = new Date()): Promise<GiveawayDto> {
  return db.transaction(async (tx) => {
    const row = await giveawayRow(tx, giveawayId);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: GIVEAWAY_TEXT.notFound });
    const latest = (await latestWinners(tx, [giveawayId])).get(giveawayId);
    if (!latest || latest.userId !== member.id) throw new TRPCError({ code: 'FORBIDDEN', message: GIVEAWAY_TEXT.notYourPrize });
    if (latest.claimedAt) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.claimedAlready });
    const [claimed] = await tx
      .update(giveawayWinners)
      .set({ claimedAt: now })
      .where(and(eq(giveawayWinners.id, latest.id), isNull(giveawayWinners.claimedAt), gte(giveawayWinners.claimBy, now)))
      .returning();
    if (!claimed)
      throw new TRPCError({ code: 'CONFLICT', message: now > latest.claimBy ? GIVEAWAY_TEXT.claimClosed : GIVEAWAY_TEXT.claimedAlready });
    return toGiveawayDto(row, claimed, now);
  });
}

/** A drawn giveaway's public record: all anyone needs to recompute its winners. */
export async function drawRecord(db: Db, giveawayId: number): Promise<DrawRecordDto> {
  const [row] = await db.select().from(giveaways).where(eq(giveaways.id, giveawayId));
  if (!row?.drawnAt || row.entrantList === null || row.listHash === null || row.entrantCount === null) {
    throw new TRPCError({ code: 'NOT_FOUND', message: GIVEAWAY_TEXT.notFound });
  }
  const winners = await db
    .select({ userId: giveawayWinners.userId })
    .from(giveawayWinners)
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(giveawayWinners.round);
  return {
    giveawayId: row.id,
    month: row.month,
    algorithm: DRAW_ALGORITHM,
    seedHash: row.seedHash,
    seed: row.seed,
    entrantList: row.entrantList,
    listHash: row.listHash,
    entrantCount: row.entrantCount,
    winners: winners.map((winner) => winner.userId),
    drawnAt: row.drawnAt,
  };
}
