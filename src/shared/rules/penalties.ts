import { formatDisplayDate } from '../lib/dates';
import { sydneyDayOf } from '../lib/sydney-clock';

/**
 * What the team can do about a member who keeps breaking the guidelines (docs/PRODUCT.md
 * "Moderation", "Penalties"): a warning (a notice, nothing else), a silence (she reads, likes,
 * saves and reports, but can't post, reply, edit or change her profile) or a suspension (signed
 * out everywhere and can't sign in). A silence or suspension lasts PENALTY_DAYS or until lifted.
 */
export const PENALTY_KINDS = ['warn', 'silence', 'suspend'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

/** The lengths on offer; `null` is "until lifted" (admins only: moderators give at most 30 days). */
export const PENALTY_DAYS = [1, 3, 7, 30] as const;
export type PenaltyDays = (typeof PENALTY_DAYS)[number] | null;
export const MODERATOR_MAX_PENALTY_DAYS = 30;

/** What she is told, and what an appeal may say. */
export const PENALTY_REASON_MAX = 500;
export const APPEAL_MESSAGE_MIN = 10;
export const APPEAL_MESSAGE_MAX = 1000;

/** A silence or a suspension keeps her from something while it lasts; a warning is only a notice. */
export function restricts(kind: PenaltyKind): kind is 'silence' | 'suspend' {
  return kind !== 'warn';
}

/** Whether a moderator may give this length: anything up to 30 days, never "until lifted". */
export function moderatorMayGive(days: PenaltyDays): boolean {
  return days !== null && days <= MODERATOR_MAX_PENALTY_DAYS;
}

/** The day a penalty ends, as she reads it ("December 5, 2026" in Sydney), or "further notice". */
export function penaltyEndText(endsAt: Date | string | null): string {
  return endsAt === null ? 'further notice' : formatDisplayDate(sydneyDayOf(endsAt));
}

/** The texts, with the date and the team's reason filled in. */
export function silencedMessage(endsAt: Date | string | null, reason: string): string {
  return `You can't post until ${penaltyEndText(endsAt)}: ${reason}`;
}

export function suspendedMessage(endsAt: Date | string | null, reason: string): string {
  return `Your account is suspended until ${penaltyEndText(endsAt)}. Reason: ${reason}`;
}

/**
 * What the team decided that she is told of and may appeal: about her post (removed, edited,
 * locked with a note) or about her (a penalty).
 */
export const MEMBER_DECISION_KINDS = ['remove', 'edit', 'lock', ...PENALTY_KINDS] as const;
export type MemberDecisionKind = (typeof MEMBER_DECISION_KINDS)[number];
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
