import { isStaff, type Role } from './roles';

/**
 * A member's mutes and blocks of other members (docs/PRODUCT.md "Moderation", "Mute and block"):
 * a mute keeps her from being notified of what the other member does; a block does that too and
 * folds the other's posts away on her screens.
 */
export const RELATION_KINDS = ['mute', 'block'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** How long a mute or block lasts, in the order the dialog offers them. */
export const RELATION_DURATIONS = ['day', 'week', 'month', 'forever'] as const;
export type RelationDuration = (typeof RELATION_DURATIONS)[number];

/** Days each duration lasts; null: until she undoes it. */
export const RELATION_DURATION_DAYS = { day: 1, week: 7, month: 30, forever: null } as const satisfies Record<
  RelationDuration,
  number | null
>;

/** Mutes, and separately blocks, a member may have in force at once. */
export const RELATIONS_PER_KIND_MAX = 100;

/** The rule's refusals: the server's 400s, and RELATIONS_TEXT's for the screens. */
export const RELATION_TARGET_TEXT = {
  self: { mute: "You can't mute yourself", block: "You can't block yourself" },
  staff: "Members of the Mama Village team can't be muted or blocked",
} as const satisfies { self: Record<RelationKind, string>; staff: string };

/**
 * Why `me` can't mute or block `other`, or null when she can: not herself, and not a member of
 * the team (moderators and admins must be able to reach everyone).
 */
export function checkRelationTarget(kind: RelationKind, me: { id: number }, other: { id: number; role: Role }): string | null {
  if (other.id === me.id) return RELATION_TARGET_TEXT.self[kind];
  if (isStaff(other)) return RELATION_TARGET_TEXT.staff;
  return null;
}
