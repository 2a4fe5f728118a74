import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { PENALTY_TEXT } from '../../shared/constants/penalties';
import { moderatorMayGive, restricts } from '../../shared/rules/penalties';
import { isStaff } from '../../shared/rules/roles';
import type { PenaltyDto, memberPenaltyInput, penaliseInput } from '../../shared/schemas/penalties';
import { recordChange } from '../audit/record';
import { inForce, penaltyInForce } from '../auth/restrictions';
import { invalidateAllSessions, type SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { serviceNotice } from '../notifications/service';
import { memberPenalties, users } from '../db/schema';
import { recordDecision } from './decisions';

type PenaltyRow = typeof memberPenalties.$inferSelect;

function toPenaltyDto(row: PenaltyRow, now = Date.now()): PenaltyDto {
  return {
    id: row.id,
    memberId: row.userId,
    kind: row.kind,
    reason: row.reason,
    days: row.days,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    liftedAt: row.liftedAt,
    inForce: penaltyInForce(row, now),
  };
}

/** Locks the member's row, so two penalties for her are decided one after the other. */
async function lockMember(tx: Db, memberId: number) {
  const [member] = await tx
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MODERATION_TEXT.memberNotFound });
  return member;
}

/**
 * A warning, silence or suspension (docs/PRODUCT.md "Moderation", "Penalties"). The site owner's
 * account (ADMIN_USERNAME) is out of reach (CONFLICT); moderators penalise members only, for at
 * most 30 days; one silence or suspension at a time (CONFLICT for a second). A suspension signs
 * her out everywhere at once: her sessions are gone, so every process refuses her cookie. She is
 * told (recordDecision); an audit entry.
 */
export async function penalise(
  db: Db,
  actor: SessionUser,
  context: { ownerUsername: string; publicUrl: string },
  input: z.output<typeof penaliseInput>,
): Promise<PenaltyDto> {
  if (input.memberId === actor.id) throw new TRPCError({ code: 'BAD_REQUEST', message: PENALTY_TEXT.notYourself });
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, input.memberId);
    if (member.username.toLowerCase() === context.ownerUsername.toLowerCase()) {
      throw new TRPCError({ code: 'CONFLICT', message: PENALTY_TEXT.ownerProtected });
    }
    const restricting = restricts(input.kind);
    if (actor.role !== 'admin') {
      if (isStaff(member)) throw new TRPCError({ code: 'FORBIDDEN', message: PENALTY_TEXT.staffOnlyByAdmins });
      if (restricting && !moderatorMayGive(input.days)) throw new TRPCError({ code: 'FORBIDDEN', message: PENALTY_TEXT.moderatorMaxDays });
    }
    if (restricting) {
      const [current] = await tx
        .select({ id: memberPenalties.id })
        .from(memberPenalties)
        .where(and(eq(memberPenalties.userId, member.id), inArray(memberPenalties.kind, ['silence', 'suspend']), inForce()))
        .limit(1);
      if (current) throw new TRPCError({ code: 'CONFLICT', message: PENALTY_TEXT.alreadyRestricted });
    }
    const days = restricting ? input.days : null;
    const [penalty] = await tx
      .insert(memberPenalties)
      .values({
        userId: member.id,
        kind: input.kind,
        reason: input.reason,
        days,
        // A warning is over as it is given; a silence or suspension ends after its days, or when lifted.
        endsAt: !restricting ? sql`now()` : days === null ? null : sql`now() + ${`${days} days`}::interval`,
        createdBy: actor.id,
      })
      .returning();
    if (input.kind === 'suspend') await invalidateAllSessions(tx, member.id);
    await recordDecision(tx, context.publicUrl, { memberId: member.id, kind: input.kind, reason: input.reason, penaltyId: penalty!.id });
    await recordChange(tx, actor, {
      action: 'penalise',
      entityType: 'member',
      entityId: member.id,
      label: `${input.kind} ${member.username}`,
      after: { kind: input.kind, days, reason: input.reason },
    });
    return toPenaltyDto(penalty!);
  });
}

/** Ends a silence or suspension now; CONFLICT when it is over already (or was a warning). She is told; an audit entry. */
export async function liftPenalty(db: Db, actor: SessionUser, input: z.output<typeof memberPenaltyInput>): Promise<PenaltyDto> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, input.memberId);
    return liftLocked(tx, actor, member, input.penaltyId);
  });
}

/** Lifts one of a locked member's penalties (an overturned appeal too). */
export async function liftLocked(
  tx: Db,
  actor: SessionUser,
  member: { id: number; username: string },
  penaltyId: number,
): Promise<PenaltyDto> {
  const [penalty] = await tx
    .select()
    .from(memberPenalties)
    .where(and(eq(memberPenalties.id, penaltyId), eq(memberPenalties.userId, member.id)));
  if (!penalty) throw new TRPCError({ code: 'NOT_FOUND', message: PENALTY_TEXT.penaltyNotFound });
  if (!penaltyInForce(penalty)) throw new TRPCError({ code: 'CONFLICT', message: PENALTY_TEXT.alreadyEnded });
  const [lifted] = await tx
    .update(memberPenalties)
    .set({ liftedAt: sql`now()`, liftedBy: actor.id })
    .where(eq(memberPenalties.id, penalty.id))
    .returning();
  await serviceNotice(tx, {
    userId: member.id,
    title: PENALTY_TEXT.lifted,
    content: PENALTY_TEXT.liftedBody,
    link: null,
    eventKey: `penalty-lifted:${penalty.id}`,
  });
  await recordChange(tx, actor, {
    action: 'lift',
    entityType: 'member',
    entityId: member.id,
    label: `lift ${penalty.kind} ${member.username}`,
    before: { kind: penalty.kind, endsAt: penalty.endsAt },
  });
  return toPenaltyDto(lifted!);
}

/** Every penalty she was given, newest first (the team's view). */
export async function penaltiesOf(db: Db, memberId: number): Promise<PenaltyDto[]> {
  const rows = await db
    .select()
    .from(memberPenalties)
    .where(eq(memberPenalties.userId, memberId))
    .orderBy(desc(memberPenalties.startsAt), desc(memberPenalties.id));
  const now = Date.now();
  return rows.map((row) => toPenaltyDto(row, now));
}
