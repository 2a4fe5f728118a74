import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { GAMIFICATION_TEXT } from '../../shared/constants/gamification';
import { fromHundredths, giveawayEntriesFor, levelFor, nextLevelFor } from '../../shared/lib/levels';
import { sydneyMonthOf } from '../../shared/lib/sydney-clock';
import type { MemberStatsDto } from '../../shared/schemas/gamification';
import type { Db } from '../db/client';
import { pointsMonthly, users } from '../db/schema';

/**
 * A member's level, points and entries: her lifetime and this Sydney month's sums, from the
 * monthly totals the ledger keeps (a row a month, however many awards). Public (PRODUCT.md:
 * nothing private in it).
 */
export async function memberStats(db: Db, userId: number, now = new Date()): Promise<MemberStatsDto> {
  const month = sydneyMonthOf(now);
  const [member] = await db
    .select({
      isAdmin: users.isAdmin,
      total: sql<number>`coalesce(sum(${pointsMonthly.amount}), 0)::int`,
      monthly: sql<number>`coalesce(sum(${pointsMonthly.amount}) filter (where ${pointsMonthly.month} = ${month}), 0)::int`,
    })
    .from(users)
    .leftJoin(pointsMonthly, eq(pointsMonthly.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: GAMIFICATION_TEXT.memberNotFound });

  const level = levelFor(member.total);
  return {
    level: level.level,
    levelTitle: level.title,
    levelEmoji: level.emoji,
    monthlyPoints: fromHundredths(member.monthly),
    giveawayEntries: giveawayEntriesFor(member.monthly, member.isAdmin),
    totalPoints: fromHundredths(member.total),
    nextLevel: nextLevelFor(member.total),
  };
}
