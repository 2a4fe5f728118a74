import { z } from 'zod';
import { adminListInput } from './list';

/**
 * `moderate`: a thread pinned or locked (before and after say which); `remove`: the team took a
 * post down; `decide`: a moderation decision on a review item; `claim`: a moderator took an item.
 * The member pages: `role` (a member's role changed), `sign-out` (her sessions ended by the team),
 * `reset-link` (a password-reset link emailed to her), `note` (a staff note), `export` (the members CSV).
 * `revoke`: an integration's API token revoked.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'moderate',
  'remove',
  'decide',
  'claim',
  'penalise',
  'lift',
  'appeal',
  'role',
  'sign-out',
  'reset-link',
  'note',
  'export',
  'revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListInput = adminListInput.extend({
  entityType: z.string().max(50, { error: 'Entity type is too long' }).optional(),
});
export type AuditListInput = z.input<typeof auditListInput>;

export interface AuditEntryDto {
  id: number;
  actorId: number | null;
  actorName: string;
  action: AuditAction;
  entityType: string;
  entityId: string;
  label: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
