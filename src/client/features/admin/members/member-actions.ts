import { bulkPhrase, type BulkAction } from '../../../../shared/rules/members-admin';
import { PENALTY_DAYS, type PenaltyDays } from '../../../../shared/rules/penalties';
import type { Role } from '../../../../shared/rules/roles';
import type { BulkResultDto } from '../../../../shared/schemas/admin/members';

/** What an action needs besides the members: a penalty's days and reason, a role. */
export interface ActionValues {
  days: `${(typeof PENALTY_DAYS)[number]}` | 'forever';
  reason: string;
  role: Role;
}

/** Calls one batch of members (at most BATCH) and answers each one's result. */
export type BatchCall = (ids: number[], values: ActionValues) => Promise<BulkResultDto[]>;

export interface MemberAction {
  value: BulkAction;
  label: string;
  /** What she is told it does, under the choice. */
  description: string;
  adminOnly: boolean;
  fields: 'penalty' | 'role' | 'none';
  /** "suspend 37 members": what the team member types to go ahead. */
  phrase(count: number): string;
}

export const toDays = (choice: ActionValues['days']): PenaltyDays => (choice === 'forever' ? null : (Number(choice) as PenaltyDays));

const bulk = (action: BulkAction, label: string, description: string, fields: MemberAction['fields'], adminOnly = false): MemberAction => ({
  value: action,
  label,
  description,
  adminOnly,
  fields,
  phrase: (count) => bulkPhrase(action, count),
});

/** /admin/member-management's actions, in the order offered; the last four are the admins'. */
export const MEMBER_ACTIONS: MemberAction[] = [
  bulk('silence', 'Silence', 'She can read but not post, reply or edit until it ends.', 'penalty'),
  bulk('suspend', 'Suspend', 'Signed out everywhere; she can’t sign in until it ends.', 'penalty'),
  bulk('lift', 'Lift silence or suspension', 'Ends the silence or suspension she has now.', 'none'),
  bulk('resetLink', 'Email a password-reset link', 'The email she would get by asking herself. Nobody sets her password.', 'none'),
  bulk('role', 'Change role', 'Member, moderator or admin. The site owner stays an admin.', 'role', true),
  bulk(
    'export',
    'Prepare her data download',
    'The ZIP of everything she has here. She is told when it is ready and downloads it herself; the team never sees it.',
    'none',
    true,
  ),
  bulk(
    'delete',
    'Delete her account',
    'At once, with no grace period. Her posts go (or read "[deleted by its author]" where others answered); other members’ replies stay.',
    'none',
    true,
  ),
  bulk(
    'anonymise',
    'Anonymise her account',
    'At once, with no grace period. Her account goes; her posts stay under "Former member".',
    'none',
    true,
  ),
];

/** Members sent per request, so progress moves as they are done. */
export const BATCH = 10;
