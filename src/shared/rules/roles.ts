/**
 * Who a member is to the site (docs/PRODUCT.md "Moderation"): a member, a moderator (the forum's
 * safety: the moderation queue, warnings, silences and suspensions of up to 30 days) or an admin
 * (everything, moderation included). `isAdmin` in every answer is `role === 'admin'`.
 */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Moderators and admins: the team that keeps the community safe. */
export function isStaff(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}
