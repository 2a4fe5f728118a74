import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { fromHundredths, giveawayEntriesFor } from '../../shared/lib/levels';
import { sydneyMonthBounds, sydneyMonthOf } from '../../shared/lib/sydney-clock';
import type { GiveawayEntryDto } from '../../shared/schemas/gamification';
import type { Db } from '../db/client';
import { pointsMonthly, users } from '../db/schema';

/**
 * The month's entrants: every member who had joined by the month's end (admins never enter), each
 * with her points of that Sydney month and her entries (1 free + whole points), most entries first;
 * the first `limit` of them for a leaderboard.
 */
export async function giveawayEntries(db: Db, month = sydneyMonthOf(new Date()), limit?: number): Promise<GiveawayEntryDto[]> {
  const { end } = sydneyMonthBounds(month);
  const monthly = sql<number>`coalesce(${pointsMonthly.amount}, 0)`;
  const query = db
    .select({ userId: users.id, username: users.username, displayName: users.displayName, monthly })
    .from(users)
    .leftJoin(pointsMonthly, and(eq(pointsMonthly.userId, users.id), eq(pointsMonthly.month, month)))
    .where(and(eq(users.isAdmin, false), lt(users.createdAt, end)))
    .orderBy(desc(monthly), asc(users.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    monthlyPoints: fromHundredths(row.monthly),
    entries: giveawayEntriesFor(row.monthly, false),
  }));
}
