import { desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { GiveawayStatus } from '../../shared/constants/giveaways';
import { DRAW_ALGORITHM } from '../../shared/lib/giveaway-draw';
import { sydneyMonthBounds } from '../../shared/lib/sydney-clock';
import type { GiveawayDto, GiveawayWinnerDto } from '../../shared/schemas/giveaways';
import type { Db } from '../db/client';
import { giveaways, giveawayWinners } from '../db/schema';

export type GiveawayRow = typeof giveaways.$inferSelect;

// A giveaway as its pages show it: everything but the frozen entrant list, which can be long and
// only the draw and its public record read.
const { entrantList: _entrantList, ...summaryColumns } = getTableColumns(giveaways);
export const giveawaySummaryColumns = summaryColumns;
export type GiveawaySummaryRow = Omit<GiveawayRow, 'entrantList'>;
type WinnerRow = typeof giveawayWinners.$inferSelect;

/** Where a giveaway stands at `now` (constants/giveaways.ts). */
export function giveawayStatus(
  giveaway: Pick<GiveawaySummaryRow, 'month' | 'drawnAt'>,
  latest: WinnerRow | null,
  now: Date,
): GiveawayStatus {
  const { start, end } = sydneyMonthBounds(giveaway.month);
  if (!giveaway.drawnAt) return now < start ? 'upcoming' : now < end ? 'open' : 'ready';
  if (!latest) return 'noEntrants';
  if (latest.claimedAt) return 'claimed';
  return now > latest.claimBy ? 'unclaimed' : 'awaitingClaim';
}

const toWinnerDto = (row: WinnerRow): GiveawayWinnerDto => ({
  round: row.round,
  userId: row.userId,
  username: row.username,
  drawnAt: row.drawnAt,
  claimBy: row.claimBy,
  claimedAt: row.claimedAt,
});

/** The giveaways as anyone may see them: never the seed before its draw. */
export function toGiveawayDto(giveaway: GiveawaySummaryRow, latest: WinnerRow | null, now: Date): GiveawayDto {
  return {
    id: giveaway.id,
    month: giveaway.month,
    prize: giveaway.prize,
    description: giveaway.description,
    value: giveaway.value,
    image: giveaway.image,
    terms: giveaway.terms,
    claimDays: giveaway.claimDays,
    closesAt: sydneyMonthBounds(giveaway.month).end,
    status: giveawayStatus(giveaway, latest, now),
    seedHash: giveaway.seedHash,
    winner: latest ? toWinnerDto(latest) : null,
    drawnAt: giveaway.drawnAt,
    // The seed stays secret until the draw has frozen the list.
    draw:
      giveaway.drawnAt && giveaway.listHash !== null && giveaway.entrantCount !== null
        ? {
            algorithm: DRAW_ALGORITHM,
            seed: giveaway.seed,
            listHash: giveaway.listHash,
            entrantCount: giveaway.entrantCount,
          }
        : null,
  };
}

/** Each giveaway's latest round's winner, by giveaway id. */
export async function latestWinners(db: Db, giveawayIds: number[]): Promise<Map<number, WinnerRow>> {
  if (giveawayIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(giveawayWinners)
    .where(inArray(giveawayWinners.giveawayId, giveawayIds))
    .orderBy(desc(giveawayWinners.round));
  const latest = new Map<number, WinnerRow>();
  for (const row of rows) if (!latest.has(row.giveawayId)) latest.set(row.giveawayId, row);
  return latest;
}

/** Giveaway rows as DTOs, with their latest winners. */
export async function giveawayDtos(db: Db, rows: GiveawaySummaryRow[], now: Date): Promise<GiveawayDto[]> {
  const latest = await latestWinners(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGiveawayDto(row, latest.get(row.id) ?? null, now));
}

export async function giveawayRow(db: Db, id: number): Promise<GiveawaySummaryRow | undefined> {
  const [row] = await db.select(giveawaySummaryColumns).from(giveaways).where(eq(giveaways.id, id));
  return row;
}
