import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { restricts, silencedMessage, suspendedMessage } from '../../shared/rules/penalties';
import type { MyRestrictionDto } from '../../shared/schemas/penalties';
import type { Db } from '../db/client';
import { memberPenalties } from '../db/schema';

/**
 * What the team's penalties keep a member from (moderation/penalties.ts gives and lifts them):
 * a silence keeps her from posting, a suspension from signing in. Read at the moment it matters,
 * so a penalty ends by itself, with no job to run.
 */

type PenaltyRow = typeof memberPenalties.$inferSelect;

/** Not lifted, and open-ended or not yet over. */
export const inForce = () =>
  and(isNull(memberPenalties.liftedAt), or(isNull(memberPenalties.endsAt), gt(memberPenalties.endsAt, sql`now()`)));

/** inForce() for a row already read. */
export function penaltyInForce(row: Pick<PenaltyRow, 'kind' | 'liftedAt' | 'endsAt'>, now = Date.now()): boolean {
  return restricts(row.kind) && row.liftedAt === null && (row.endsAt === null || row.endsAt.getTime() > now);
}

/** Her silence or suspension in force, if any (the one that lasts longest). */
async function restrictionOf(db: Db, userId: number, kind: 'silence' | 'suspend') {
  const [row] = await db
    .select({ reason: memberPenalties.reason, endsAt: memberPenalties.endsAt })
    .from(memberPenalties)
    .where(and(eq(memberPenalties.userId, userId), eq(memberPenalties.kind, kind), inForce()))
    .orderBy(sql`${memberPenalties.endsAt} desc nulls first`)
    .limit(1);
  return row ?? null;
}

/** Posting, replying, editing and profile changes: FORBIDDEN with the date and reason while she is silenced. */
export async function assertNotSilenced(db: Db, userId: number): Promise<void> {
  const silence = await restrictionOf(db, userId, 'silence');
  if (silence) throw new TRPCError({ code: 'FORBIDDEN', message: silencedMessage(silence.endsAt, silence.reason) });
}

/** Signing in: FORBIDDEN with the date and reason while she is suspended (checked after her password). */
export async function assertNotSuspended(db: Db, userId: number): Promise<void> {
  const suspension = await restrictionOf(db, userId, 'suspend');
  if (suspension) throw new TRPCError({ code: 'FORBIDDEN', message: suspendedMessage(suspension.endsAt, suspension.reason) });
}

/** Her silence, for the composer to say so before she types; null when she may post. */
export async function myRestriction(db: Db, userId: number): Promise<MyRestrictionDto | null> {
  const silence = await restrictionOf(db, userId, 'silence');
  return silence && { kind: 'silence', ...silence, message: silencedMessage(silence.endsAt, silence.reason) };
}
