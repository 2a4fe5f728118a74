import { z } from 'zod';
import {
  APPEAL_MESSAGE_MAX,
  APPEAL_MESSAGE_MIN,
  APPEAL_OUTCOMES,
  PENALTY_DAYS,
  PENALTY_KINDS,
  PENALTY_REASON_MAX,
  type AppealOutcome,
  type MemberDecisionKind,
  type PenaltyKind,
} from '../rules/penalties';
import { id } from './common';
import { plainText } from './text';

const reason = plainText('Reason')
  .trim()
  .min(1, { error: 'Reason is required' })
  .max(PENALTY_REASON_MAX, { error: `Reason must be at most ${PENALTY_REASON_MAX} characters` });

export const penaliseInput = z.object({
  memberId: id,
  kind: z.enum(PENALTY_KINDS, { error: 'Choose warn, silence or suspend' }),
  /** 1, 3, 7 or 30 days, or null until lifted; a warning has no length (ignored). */
  days: z.union([z.literal(PENALTY_DAYS), z.null()], { error: 'Days must be 1, 3, 7, 30 or null (until lifted)' }),
  reason,
});
export type PenaliseInput = z.input<typeof penaliseInput>;

export const memberPenaltyInput = z.object({ memberId: id, penaltyId: id });
export const memberIdInput = z.object({ memberId: id });

export const appealInput = z.object({
  decisionId: id,
  message: plainText('Message')
    .trim()
    .min(APPEAL_MESSAGE_MIN, { error: `Please tell us why in at least ${APPEAL_MESSAGE_MIN} characters` })
    .max(APPEAL_MESSAGE_MAX, { error: `Message must be at most ${APPEAL_MESSAGE_MAX} characters` }),
});

export const resolveAppealInput = z.object({
  id,
  outcome: z.enum(APPEAL_OUTCOMES, { error: 'Choose upheld or overturned' }),
  response: plainText('Response')
    .trim()
    .max(APPEAL_MESSAGE_MAX, { error: `Response must be at most ${APPEAL_MESSAGE_MAX} characters` })
    .optional(),
});

export interface PenaltyDto {
  id: number;
  memberId: number;
  kind: PenaltyKind;
  reason: string;
  days: number | null;
  startsAt: Date;
  /** Null: until lifted (a warning ends as it starts). */
  endsAt: Date | null;
  liftedAt: Date | null;
  /** Whether it still keeps her from posting or signing in. */
  inForce: boolean;
}

/** A silence in force, as her composer shows it before she types. */
export interface MyRestrictionDto {
  kind: 'silence';
  endsAt: Date | null;
  reason: string;
  message: string;
}

/** A decision about her, as she reads it, with her appeal if she sent one. */
export interface MyDecisionDto {
  id: number;
  kind: MemberDecisionKind;
  reason: string;
  createdAt: Date;
  appeal: { status: 'open' | AppealOutcome; response: string | null; createdAt: Date } | null;
}

/** An appeal as the team's queue lists it. */
export interface AppealDto {
  id: number;
  decisionId: number;
  decisionKind: MemberDecisionKind;
  decisionReason: string;
  member: { id: number; username: string } | null;
  message: string;
  status: 'open' | AppealOutcome;
  createdAt: Date;
}
