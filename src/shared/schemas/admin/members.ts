import { z } from 'zod';
import {
  BULK_ACTIONS,
  BULK_MAX,
  checkMemberSearch,
  checkStaffNote,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MEMBERS_PAGE_SIZE,
  type BulkAction,
  type MemberSort,
  type MemberStatus,
} from '../../rules/members-admin';
import { PENALTY_DAYS, PENALTY_REASON_MAX, type PenaltyKind } from '../../rules/penalties';
import { ROLES, type Role } from '../../rules/roles';
import { cursor, id } from '../common';
import { plainText, ruledText } from '../text';

/** A query string's yes or no ('true', 'false') or a JSON boolean. */
const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${name} must be true or false` })
    .transform((value) => value === true || value === 'true' || value === '1');

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: `${name} must be a real date`,
    });

/** The list's filters: the same for the page, GET /api/admin/members and the CSV. */
export const memberFiltersInput = z.object({
  q: ruledText('Search', checkMemberSearch).optional(),
  role: z.enum(ROLES, { error: 'Role must be member, moderator or admin' }).optional(),
  status: z.enum(MEMBER_STATUSES, { error: 'Status must be active, silenced, suspended or deleting' }).optional(),
  joinedFrom: day('Joined from').optional(),
  joinedTo: day('Joined to').optional(),
  inactive: flag('Inactive').optional(),
  reported: flag('Reported').optional(),
  newsletter: flag('Newsletter').optional(),
  sort: z.enum(MEMBER_SORTS, { error: 'Sort by joined, lastActive or points' }).default('joined'),
});
export type MemberFiltersInput = z.input<typeof memberFiltersInput>;
export type MemberFilters = z.output<typeof memberFiltersInput>;

/** A page: by number (the admin page: "Page 3 of 40") or by cursor (the REST list's X-Next-Cursor). */
export const memberListInput = memberFiltersInput.extend({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(100_000, { error: 'Page is too far' })
    .default(1),
  cursor: cursor.optional(),
});
export type MemberListInput = z.input<typeof memberListInput>;
export type MemberListQuery = z.output<typeof memberListInput>;

export const memberIdInput = z.object({ id });

export const setRoleInput = z.object({ id, role: z.enum(ROLES, { error: 'Role must be member, moderator or admin' }) });
export type SetRoleInput = z.input<typeof setRoleInput>;

export const addNoteInput = z.object({ id, body: ruledText('Note', checkStaffNote) });
export type AddNoteInput = z.input<typeof addNoteInput>;

const reason = plainText('Reason')
  .trim()
  .min(1, { error: 'Reason is required' })
  .max(PENALTY_REASON_MAX, { error: `Reason must be at most ${PENALTY_REASON_MAX} characters` });

const memberIds = z
  .array(id)
  .min(1, { error: 'Choose at least one member' })
  .max(BULK_MAX, { error: `At most ${BULK_MAX} members at once` });

/** One action for up to BULK_MAX members (each one's own result; one audit entry each). */
export const bulkInput = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.enum(['silence', 'suspend']),
      ids: memberIds,
      days: z.union([z.literal(PENALTY_DAYS), z.null()], { error: 'Days must be 1, 3, 7, 30 or null (until lifted)' }),
      reason,
    }),
    z.object({
      action: z.literal('role'),
      ids: memberIds,
      role: z.enum(ROLES, { error: 'Role must be member, moderator or admin' }),
    }),
    z.object({
      action: z.enum(['lift', 'resetLink', 'export', 'delete', 'anonymise']),
      ids: memberIds,
    }),
  ],
  { error: `Action must be one of ${BULK_ACTIONS.join(', ')}` },
);
export type BulkInput = z.input<typeof bulkInput>;

/** A row of /admin/members. `email` is masked for moderators (`k***@example.com`). */
export interface MemberRowDto {
  id: number;
  username: string;
  displayName: string | null;
  email: string;
  joinedAt: Date;
  /** The Sydney day she was last active, or null (never since the column came). */
  lastSeenOn: string | null;
  level: number;
  levelTitle: string;
  /** Lifetime points (whole points, as members read them). */
  points: number;
  /** Her posts by kind. */
  counts: { threads: number; replies: number; comments: number };
  status: MemberStatus;
  role: Role;
  newsletter: boolean;
}

export interface MemberListDto {
  items: MemberRowDto[];
  /** How many match, up to MEMBERS_COUNT_CAP (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

export interface MemberNoteDto {
  id: number;
  body: string;
  authorName: string;
  createdAt: Date;
}

export const TIMELINE_KINDS = [
  'thread',
  'reply',
  'comment',
  'report-made',
  'report-against',
  'decision',
  'penalty',
  'grant',
  'giveaway-win',
  'perk-redemption',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEntryDto {
  kind: TimelineKind;
  at: Date;
  /** What a line says of it ("Silenced for 3 days: spam", a thread's title …). */
  text: string;
  /** Where it is on the site, when it has a page. */
  link: string | null;
}

export interface MemberDetailDto {
  member: MemberRowDto & { bio: string | null; avatar: string | null; isOwner: boolean };
  sessions: { count: number; newest: Date | null };
  reportsMade: { total: number; upheld: number };
  reportsAgainst: number;
  penalties: { id: number; kind: PenaltyKind; inForce: boolean; endsAt: Date | null; reason: string }[];
  notes: MemberNoteDto[];
  timeline: TimelineEntryDto[];
}

export type BulkResultDto = { id: number; ok: true } | { id: number; ok: false; error: string };

export type { BulkAction, MemberSort };
export const MEMBERS_PAGE = MEMBERS_PAGE_SIZE;
