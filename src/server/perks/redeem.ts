import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PERK_REDEEM_TEXT, PERK_TEXT, type RedemptionMethod } from '../../shared/constants/perks';
import type { RedemptionDto } from '../../shared/schemas/perks';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { perkCodes, perkRedemptions, perks } from '../db/schema';
import { perkIsCurrent } from './current';

interface RedemptionParts {
  perkId: number;
  method: RedemptionMethod;
  sharedCode: string | null;
  url: string | null;
  /** Her own code from the pool, if she has one. */
  poolCode: string | null;
  redeemedAt: Date;
}

/** What she is shown: the shared code or her own pool code, and where to use it. */
function toRedemption(parts: RedemptionParts): RedemptionDto {
  const code = parts.method === 'code' ? parts.sharedCode : parts.method === 'pool' ? parts.poolCode : null;
  return { perkId: parts.perkId, method: parts.method, code, url: parts.url, redeemedAt: parts.redeemedAt.toISOString() };
}

const shows = (redemption: RedemptionDto) => redemption.code !== null || redemption.url !== null;

/** Her code from the pool of `perkId`, if one was handed to her. */
async function memberPoolCode(tx: Db, perkId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: perkCodes.code })
    .from(perkCodes)
    .where(and(eq(perkCodes.perkId, perkId), eq(perkCodes.userId, userId)));
  return row?.code ?? null;
}

/**
 * Hands the pool's first free code to the member: the row is locked and codes other redemptions
 * hold locked are skipped (`FOR UPDATE SKIP LOCKED`), so members redeeming at the same moment
 * each get a different code without waiting on one another. Null when none is free.
 */
async function claimFreeCode(tx: Db, perkId: number, userId: number): Promise<string | null> {
  const [free] = await tx
    .select({ id: perkCodes.id })
    .from(perkCodes)
    .where(and(eq(perkCodes.perkId, perkId), isNull(perkCodes.userId), isNull(perkCodes.assignedAt)))
    .orderBy(perkCodes.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return null;
  const [claimed] = await tx
    .update(perkCodes)
    .set({ userId, assignedAt: sql`now()` })
    .where(eq(perkCodes.id, free.id))
    .returning({ code: perkCodes.code });
  return claimed?.code ?? null;
}

/**
 * A member presses Redeem: a shared code or a link is revealed; from a pool she gets her own
 * code, once, and the same code on every later press. Her redemption is recorded once per perk
 * (what the admin counts). Refused with NOT_FOUND for an unknown perk, CONFLICT for an expired
 * one, one without its code or link, and a pool with no free code ('All codes claimed').
 *
 * Two presses of hers at once: the second insert of her redemption row waits on the first's
 * (the unique index on perk and member) and, once that commits, finds the code it was given.
 */
export async function redeemPerk(db: Db, member: SessionUser, perkId: number): Promise<RedemptionDto> {
  return db.transaction(async (tx) => {
    const [perk] = await tx
      .select({
        method: perks.redemptionMethod,
        sharedCode: perks.redemptionCode,
        url: perks.redemptionUrl,
        current: sql<boolean>`${perkIsCurrent}`,
      })
      .from(perks)
      .where(eq(perks.id, perkId))
      .for('key share');
    if (!perk) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.notFound });
    if (!perk.current) throw new TRPCError({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.expired });
    const unavailable = perk.method === 'code' ? !perk.sharedCode : perk.method === 'link' ? !perk.url : false;
    if (unavailable) throw new TRPCError({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.unavailable });

    await tx.insert(perkRedemptions).values({ perkId, userId: member.id }).onConflictDoNothing();
    const [redemption] = await tx
      .select({ createdAt: perkRedemptions.createdAt })
      .from(perkRedemptions)
      .where(and(eq(perkRedemptions.perkId, perkId), eq(perkRedemptions.userId, member.id)));

    let poolCode: string | null = null;
    if (perk.method === 'pool') {
      poolCode = (await memberPoolCode(tx, perkId, member.id)) ?? (await claimFreeCode(tx, perkId, member.id));
      // Thrown inside the transaction: her redemption row goes too, nothing is counted.
      if (!poolCode) throw new TRPCError({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.allCodesClaimed });
    }
    return toRedemption({ perkId, ...perk, poolCode, redeemedAt: redemption!.createdAt });
  });
}

/** The perks she has redeemed that are still running, with her code or link, to see them again. */
export async function myRedemptions(db: Db, member: SessionUser): Promise<RedemptionDto[]> {
  const rows = await db
    .select({
      perkId: perkRedemptions.perkId,
      method: perks.redemptionMethod,
      sharedCode: perks.redemptionCode,
      url: perks.redemptionUrl,
      poolCode: perkCodes.code,
      redeemedAt: perkRedemptions.createdAt,
    })
    .from(perkRedemptions)
    .innerJoin(perks, eq(perks.id, perkRedemptions.perkId))
    .leftJoin(perkCodes, and(eq(perkCodes.perkId, perkRedemptions.perkId), eq(perkCodes.userId, perkRedemptions.userId)))
    .where(and(eq(perkRedemptions.userId, member.id), perkIsCurrent))
    .orderBy(perkRedemptions.id);
  return rows.map(toRedemption).filter(shows);
}

/** How many members redeemed each perk (a member counts once, even after her account is gone). */
export async function redemptionCounts(db: Db, perkIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(perkIds.map((id) => [id, 0]));
  if (perkIds.length === 0) return counts;
  const rows = await db
    .select({ perkId: perkRedemptions.perkId, count: sql<number>`count(*)::int` })
    .from(perkRedemptions)
    .where(inArray(perkRedemptions.perkId, perkIds))
    .groupBy(perkRedemptions.perkId);
  for (const row of rows) counts.set(row.perkId, row.count);
  return counts;
}
