import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { GIVEAWAY_TEXT } from '../../shared/constants/giveaways';
import { drawRound, entrantListText, newDrawSeed, parseEntrantList, sha256Hex } from '../../shared/lib/giveaway-draw';
import { sydneyMonthBounds } from '../../shared/lib/sydney-clock';
import type { createGiveawayInput, GiveawayDto, updateGiveawayInput } from '../../shared/schemas/giveaways';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { giveaways, giveawayWinners, users } from '../db/schema';
import { giveawayEntries } from '../gamification/entries';
import { giveawayDtos, type GiveawayRow, giveawaySummaryColumns, latestWinners, toGiveawayDto } from './giveaway-dto';
import { notifyWinner, type WinnerNotice } from './winner-notice';
import { emitEvent } from '../webhooks/events';

type Fields = z.output<typeof createGiveawayInput>;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: GIVEAWAY_TEXT.notFound });

function assertMonthNotOver(month: string, now: Date) {
  if (sydneyMonthBounds(month).end <= now) throw new TRPCError({ code: 'BAD_REQUEST', message: GIVEAWAY_TEXT.monthPast });
}

/** A taken month is a 409 with its own words, whichever write met it. */
async function withMonthChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'giveaways_month_unique') throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.monthTaken });
    throw error;
  }
}

/** Every giveaway, the newest month first. */
export async function listGiveaways(db: Db, now = new Date()): Promise<GiveawayDto[]> {
  return giveawayDtos(db, await db.select(giveawaySummaryColumns).from(giveaways).orderBy(desc(giveaways.month)), now);
}

/** Opens a month's giveaway: the server draws its secret seed now and shows only its hash. */
export async function createGiveaway(db: Db, admin: SessionUser, fields: Fields, now = new Date()): Promise<GiveawayDto> {
  assertMonthNotOver(fields.month, now);
  const seed = newDrawSeed();
  const seedHash = await sha256Hex(seed);
  return withMonthChecked(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(giveaways)
        .values({ ...fields, seed, seedHash, createdBy: admin.id })
        .returning();
      await recordChange(tx, admin, { action: 'create', entityType: 'giveaway', entityId: row!.id, label: row!.prize, after: fields });
      return toGiveawayDto(row!, null, now);
    }),
  );
}

/** Locks the giveaway's row for a change that depends on its state. */
async function lockGiveaway(tx: Db, id: number): Promise<GiveawayRow> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Changes its prize, terms or month until it is drawn (the seed stays the one committed to). */
export async function updateGiveaway(
  db: Db,
  admin: SessionUser,
  { id, ...fields }: z.output<typeof updateGiveawayInput>,
  now = new Date(),
): Promise<GiveawayDto> {
  return withMonthChecked(() =>
    db.transaction(async (tx) => {
      const before = await lockGiveaway(tx, id);
      if (before.drawnAt) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.drawnAlready });
      if (fields.month !== before.month) assertMonthNotOver(fields.month, now);
      const [row] = await tx
        .update(giveaways)
        .set({ ...fields, updatedAt: now })
        .where(eq(giveaways.id, id))
        .returning();
      const { seed: _seed, ...shown } = before;
      await recordChange(tx, admin, {
        action: 'update',
        entityType: 'giveaway',
        entityId: id,
        label: row!.prize,
        before: shown,
        after: fields,
      });
      return toGiveawayDto(row!, null, now);
    }),
  );
}

/** Removes a giveaway that hasn't been drawn (a drawn one is a public record). */
export async function deleteGiveaway(db: Db, admin: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await lockGiveaway(tx, id);
    if (row.drawnAt) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.drawnAlready });
    await tx.delete(giveaways).where(eq(giveaways.id, id));
    await recordChange(tx, admin, { action: 'delete', entityType: 'giveaway', entityId: id, label: row.prize });
    return { id };
  });
}

export interface DrawOutcome {
  giveaway: GiveawayDto;
  /** Who to email, once the draw is saved (null: nobody was left to draw). */
  notice: WinnerNotice | null;
}

/** Round `round`'s winner over the frozen list: saved, notified, and audited. */
async function drawWinner(tx: Db, admin: SessionUser, giveaway: GiveawayRow, round: number, now: Date): Promise<DrawOutcome> {
  const earlier = (
    await tx.select({ userId: giveawayWinners.userId }).from(giveawayWinners).where(eq(giveawayWinners.giveawayId, giveaway.id))
  ).map((row) => row.userId);
  const result = await drawRound(giveaway.seed, giveaway.entrantList!, round, earlier);
  // A first draw with nobody in it is a record too ("Nobody to draw"); a redraw with nobody left is refused.
  if (result.winnerUserId === null && round > 1) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.nobodyLeft });
  let notice: WinnerNotice | null = null;
  let winnerUsername: string | null = null;
  if (result.winnerUserId !== null) {
    const [member] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, result.winnerUserId));
    const claimBy = new Date(now.getTime() + giveaway.claimDays * 86_400_000);
    // An account deleted between the freeze and now keeps its place in the record.
    winnerUsername = member?.username ?? `member ${result.winnerUserId}`;
    await tx.insert(giveawayWinners).values({
      giveawayId: giveaway.id,
      round,
      userId: result.winnerUserId,
      username: winnerUsername,
      drawnAt: now,
      claimBy,
    });
    if (member)
      notice = await notifyWinner(tx, {
        userId: result.winnerUserId,
        ...member,
        giveawayId: giveaway.id,
        round,
        prize: giveaway.prize,
        month: giveaway.month,
        claimBy,
      });
  }
  // The draw is public (its winner's name is on the giveaway's page): integrations hear of each round.
  await emitEvent(tx, 'giveaway.drawn', { id: giveaway.id, month: giveaway.month, prize: giveaway.prize, round, winnerUsername });
  await recordChange(tx, admin, {
    action: 'update',
    entityType: 'giveaway',
    entityId: giveaway.id,
    label: `${giveaway.prize}: ${round === 1 ? 'draw' : `redraw (round ${round})`}`,
    after: { round, winnerUserId: result.winnerUserId, ticket: result.ticket, totalTickets: result.totalTickets },
  });
  const latest = await latestWinners(tx, [giveaway.id]);
  return { giveaway: toGiveawayDto(giveaway, latest.get(giveaway.id) ?? null, now), notice };
}

/**
 * Draws a closed month's giveaway: freezes the entrant list (each member's entries of that month,
 * admins never among them) with its SHA-256, reveals the seed committed to when it opened, and
 * picks the winner by the published algorithm. Twice at once draws once (the row lock).
 */
export async function drawGiveaway(db: Db, admin: SessionUser, id: number, now = new Date()): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockGiveaway(tx, id);
    if (row.drawnAt) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.drawnAlready });
    if (sydneyMonthBounds(row.month).end > now) throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.notClosed });
    const entrantList = entrantListText(await giveawayEntries(tx, row.month));
    const [frozen] = await tx
      .update(giveaways)
      .set({
        entrantList,
        listHash: await sha256Hex(entrantList),
        entrantCount: parseEntrantList(entrantList).length,
        drawnAt: now,
        updatedAt: now,
      })
      .where(eq(giveaways.id, id))
      .returning();
    return drawWinner(tx, admin, frozen!, 1, now);
  });
}

/** Draws again, the same verifiable way, when the last winner let her claim window pass. */
export async function redrawGiveaway(db: Db, admin: SessionUser, id: number, now = new Date()): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockGiveaway(tx, id);
    const latest = (await latestWinners(tx, [id])).get(id);
    if (!row.drawnAt || !latest || latest.claimedAt || latest.claimBy >= now) {
      throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.notUnclaimed });
    }
    return drawWinner(tx, admin, row, latest.round + 1, now);
  });
}
