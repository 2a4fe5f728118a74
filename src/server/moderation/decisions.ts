import { desc, eq } from 'drizzle-orm';
import { COMMUNITY_RULES_PATH, MY_DECISIONS_PATH, PENALTY_TEXT } from '../../shared/constants/penalties';
import type { MemberDecisionKind } from '../../shared/rules/penalties';
import type { MyDecisionDto } from '../../shared/schemas/penalties';
import type { Db } from '../db/client';
import { appeals, memberDecisions, notifications, users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { moderationNoticeEmail } from '../email/templates';

export interface NewDecision {
  memberId: number;
  kind: MemberDecisionKind;
  reason: string;
  reviewItemId?: number;
  penaltyId?: number;
}

/**
 * Records a decision about a member or her post and tells her, in-app and by email, with the
 * reason, the rules and where to ask for another look. Written as a service message, past her
 * notification settings: a member must hear that she was warned or silenced even if she turned
 * "other" notifications off. Pass the transaction of the decision.
 */
export async function recordDecision(tx: Db, publicUrl: string, decision: NewDecision): Promise<number> {
  const [row] = await tx.insert(memberDecisions).values(decision).returning({ id: memberDecisions.id });
  const title = PENALTY_TEXT.noticeTitle[decision.kind];
  await tx
    .insert(notifications)
    .values({
      userId: decision.memberId,
      type: 'other',
      title,
      content: PENALTY_TEXT.noticeBody(decision.reason),
      link: MY_DECISIONS_PATH,
      eventKey: `decision:${row!.id}`,
    })
    .onConflictDoNothing();
  const [member] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, decision.memberId));
  if (member) {
    await queueEmail(
      tx,
      moderationNoticeEmail(member.email, {
        username: member.username,
        title,
        reason: decision.reason,
        rulesUrl: `${publicUrl}${COMMUNITY_RULES_PATH}`,
        decisionsUrl: `${publicUrl}${MY_DECISIONS_PATH}`,
      }),
    );
  }
  return row!.id;
}

/** Her decisions, newest first, each with her appeal (if any) and its answer. */
export async function myDecisions(db: Db, memberId: number): Promise<MyDecisionDto[]> {
  const rows = await db
    .select({
      id: memberDecisions.id,
      kind: memberDecisions.kind,
      reason: memberDecisions.reason,
      createdAt: memberDecisions.createdAt,
      appealStatus: appeals.status,
      appealResponse: appeals.response,
      appealCreatedAt: appeals.createdAt,
    })
    .from(memberDecisions)
    .leftJoin(appeals, eq(appeals.decisionId, memberDecisions.id))
    .where(eq(memberDecisions.memberId, memberId))
    .orderBy(desc(memberDecisions.createdAt), desc(memberDecisions.id))
    .limit(100);
  return rows.map(({ appealStatus, appealResponse, appealCreatedAt, ...decision }) => ({
    ...decision,
    appeal: appealStatus ? { status: appealStatus, response: appealResponse, createdAt: appealCreatedAt! } : null,
  }));
}
