import { desc, eq } from 'drizzle-orm';
import { COMMUNITY_RULES_PATH, MY_DECISIONS_PATH, PENALTY_TEXT } from '../../shared/constants/penalties';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { REPORT_REASONS } from '../../shared/rules/moderation';
import type { MemberDecisionKind } from '../../shared/rules/penalties';
import type { MyDecisionDto } from '../../shared/schemas/penalties';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { serviceNotice } from '../notifications/service';
import { appeals, memberDecisions, reports, users } from '../db/schema';
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
  await serviceNotice(tx, {
    userId: decision.memberId,
    title,
    content: PENALTY_TEXT.noticeBody(decision.reason),
    link: MY_DECISIONS_PATH,
    eventKey: `decision:${row!.id}`,
  });
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

const AUTHOR_TOLD = ['remove', 'edit', 'lock'] as const;
type AuthorToldDecision = (typeof AUTHOR_TOLD)[number];

/** Why, as the author reads it: what her post was reported for (the team's own note stays the team's). */
async function reasonFor(tx: Db, itemId: number): Promise<string> {
  const rows = await tx.selectDistinct({ reason: reports.reason }).from(reports).where(eq(reports.itemId, itemId));
  const labels = REPORT_REASONS.filter((reason) => reason !== 'something_else' && rows.some((row) => row.reason === reason)).map(
    (reason) => MODERATION_TEXT.reasons[reason].label,
  );
  return labels.length > 0 ? `${PENALTY_TEXT.reportedFor} ${labels.join(', ')}` : PENALTY_TEXT.againstRules;
}

/**
 * A queue decision that changed her post (removed, edited, locked with a note) is a decision about
 * her: she is told, and may appeal. Keeping or ignoring it changes nothing of hers; a post of the
 * moderator's own, of a former member, or a profile, tells nobody.
 */
export async function tellAuthor(
  tx: Db,
  actor: Actor,
  publicUrl: string,
  item: { id: number; authorId: number | null; targetType: string },
  action: string,
): Promise<void> {
  if (!AUTHOR_TOLD.includes(action as AuthorToldDecision) || item.authorId === null || item.authorId === actor.id) return;
  // A profile's name and bio cleared is no post of hers; the team writes to her itself.
  if (item.targetType === 'profile') return;
  await recordDecision(tx, publicUrl, {
    memberId: item.authorId,
    kind: action as AuthorToldDecision,
    reason: await reasonFor(tx, item.id),
    reviewItemId: item.id,
  });
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
