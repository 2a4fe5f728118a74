import { checkPlainText } from './text';

/**
 * The team's member pages (docs/PRODUCT.md "Members and their data"): a search is a prefix of a
 * username, display name or email, of at least MEMBER_SEARCH_MIN characters; a staff note is at
 * most STAFF_NOTE_MAX; a bulk action takes at most BULK_MAX members.
 */
export const MEMBER_SEARCH_MIN = 2;
export const MEMBER_SEARCH_MAX = 100;
export const STAFF_NOTE_MAX = 2000;
export const MEMBERS_PAGE_SIZE = 50;
/** Lists count their matches up to this many; beyond it they say "more than 10,000". */
export const MEMBERS_COUNT_CAP = 10_000;
export const BULK_MAX = 100;
export const INACTIVE_DAYS = 90;

export const MEMBER_STATUSES = ['active', 'silenced', 'suspended', 'deleting'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_SORTS = ['joined', 'lastActive', 'points'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * What the team can do to one member or many at once. Her data download and deleting or
 * anonymising her account are the admins', as roles are.
 */
export const BULK_ACTIONS = ['silence', 'suspend', 'lift', 'role', 'resetLink', 'export', 'delete', 'anonymise'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const ADMIN_ONLY_BULK_ACTIONS: readonly BulkAction[] = ['role', 'export', 'delete', 'anonymise'];

export function checkMemberSearch(value: string): string | null {
  const text = value.trim();
  if (text.length === 0) return null;
  if (text.length < MEMBER_SEARCH_MIN) return `Type at least ${MEMBER_SEARCH_MIN} characters to search`;
  if (text.length > MEMBER_SEARCH_MAX) return `Search must be at most ${MEMBER_SEARCH_MAX} characters`;
  return checkPlainText('Search', value);
}

export function checkStaffNote(value: string): string | null {
  const text = value.trim();
  if (text.length === 0) return 'Write the note first';
  if (text.length > STAFF_NOTE_MAX) return `A note must be at most ${STAFF_NOTE_MAX.toLocaleString('en-AU')} characters`;
  return checkPlainText('Note', value);
}

/** The phrase a bulk action asks the team member to type: "suspend 37 members". */
export function bulkPhrase(action: BulkAction, count: number): string {
  const verb = {
    silence: 'silence',
    suspend: 'suspend',
    lift: 'lift',
    role: 'change role of',
    resetLink: 'email reset links to',
    export: 'prepare data downloads for',
    delete: 'delete',
    anonymise: 'anonymise',
  }[action];
  return `${verb} ${count} ${count === 1 ? 'member' : 'members'}`;
}

/** `k***@example.com`: what a moderator sees of an email. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
