import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MY_DECISIONS_PATH, PENALTY_TEXT } from '../../shared/constants/penalties';
import type { AppealDto, appealInput, resolveAppealInput } from '../../shared/schemas/penalties';
import { recordChange } from '../audit/record';
import { penaltyInForce } from '../auth/restrictions';
import type { SessionUser } from '../auth/session';
import { restorePost } from '../community/removals';
import { restoreComment } from '../comments/moderation';
import type { Db } from '../db/client';
import { serviceNotice } from '../notifications/service';
import { appeals, memberDecisions, memberPenalties, reviewItems, users } from '../db/schema';
import { liftLocked } from './penalties';

/** Her request for another look at a decision about her (NOT_FOUND for anyone else's); one per decision (CONFLICT). */
export async function createAppeal(
  db: Db,
  member: SessionUser,
  input: z.output<typeof appealInput>,
): Promise<{ id: number; status: 'open' }> {
  return db.transaction(async (tx) => {
    const [decision] = await tx
      .select({ id: memberDecisions.id })
      .from(memberDecisions)
      .where(and(eq(memberDecisions.id, input.decisionId), eq(memberDecisions.memberId, member.id)));
    if (!decision) throw new TRPCError({ code: 'NOT_FOUND', message: PENALTY_TEXT.decisionNotFound });
    const [appeal] = await tx
      .insert(appeals)
      .values({ decisionId: decision.id, memberId: member.id, message: input.message })
      .onConflictDoNothing({ target: appeals.decisionId })
      .returning({ id: appeals.id });
    if (!appeal) throw new TRPCError({ code: 'CONFLICT', message: PENALTY_TEXT.alreadyAppealed });
    return { id: appeal.id, status: 'open' as const };
  });
}

/** Open appeals, oldest first, for the team's queue. */
export async function openAppeals(db: Db): Promise<AppealDto[]> {
  const rows = await db
    .select({
      id: appeals.id,
      decisionId: appeals.decisionId,
      decisionKind: memberDecisions.kind,
      decisionReason: memberDecisions.reason,
      memberId: users.id,
      username: users.username,
      message: appeals.message,
      status: appeals.status,
      createdAt: appeals.createdAt,
    })
    .from(appeals)
    .innerJoin(memberDecisions, eq(memberDecisions.id, appeals.decisionId))
    .leftJoin(users, eq(users.id, appeals.memberId))
    .where(eq(appeals.status, 'open'))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(100);
  return rows.map(({ memberId, username, ...appeal }) => ({
    ...appeal,
    member: memberId === null ? null : { id: memberId, username: username! },
  }));
}

/**
 * The team's answer to an appeal: `upheld` (the decision stands) or `overturned` (a silence or
 * suspension still in force is lifted; a removed post is shown again). CONFLICT once answered.
 * She is told; an audit entry.
 */
export async function resolveAppeal(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof resolveAppealInput>,
): Promise<{ id: number; status: 'upheld' | 'overturned' }> {
  return db.transaction(async (tx) => {
    const [appeal] = await tx.select().from(appeals).where(eq(appeals.id, input.id)).for('update');
    if (!appeal) throw new TRPCError({ code: 'NOT_FOUND', message: PENALTY_TEXT.appealNotFound });
    if (appeal.status !== 'open') throw new TRPCError({ code: 'CONFLICT', message: PENALTY_TEXT.appealClosed });
    const [decision] = await tx.select().from(memberDecisions).where(eq(memberDecisions.id, appeal.decisionId));
    if (input.outcome === 'overturned' && decision) await undo(tx, actor, decision);
    await tx
      .update(appeals)
      .set({ status: input.outcome, response: input.response || null, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(appeals.id, appeal.id));
    await serviceNotice(tx, {
      userId: appeal.memberId,
      title: PENALTY_TEXT.appealOutcome[input.outcome],
      content: input.response ?? '',
      link: MY_DECISIONS_PATH,
      eventKey: `appeal:${appeal.id}`,
    });
    await recordChange(tx, actor, {
      action: 'appeal',
      entityType: 'member',
      entityId: appeal.memberId,
      label: `${input.outcome} ${decision?.kind ?? 'decision'}`,
      after: { outcome: input.outcome, response: input.response ?? null },
    });
    return { id: appeal.id, status: input.outcome };
  });
}

/** What overturning a decision gives back: her freedom to post or sign in, or her post. */
async function undo(tx: Db, actor: SessionUser, decision: typeof memberDecisions.$inferSelect): Promise<void> {
  if (decision.penaltyId !== null) {
    const [member] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, decision.memberId))
      .for('update');
    const [penalty] = await tx.select().from(memberPenalties).where(eq(memberPenalties.id, decision.penaltyId));
    if (member && penalty && penaltyInForce(penalty)) await liftLocked(tx, actor, member, penalty.id);
    return;
  }
  if (decision.kind === 'remove' && decision.reviewItemId !== null) {
    const [item] = await tx.select().from(reviewItems).where(eq(reviewItems.id, decision.reviewItemId));
    if (item?.targetType === 'comment') await restoreComment(tx, actor, item.targetId);
    else if (item && item.targetType !== 'profile') await restorePost(tx, actor, { type: item.targetType, id: item.targetId });
  }
}
