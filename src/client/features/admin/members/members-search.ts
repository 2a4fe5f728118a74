import {
  MEMBER_SEARCH_MIN,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MemberSort,
  type MemberStatus,
} from '../../../../shared/rules/members-admin';
import { ROLES, type Role } from '../../../../shared/rules/roles';
import { optionalText } from '../../../lib/search-params';
import { parseAdminListSearch, type AdminListSearch } from '../kit/admin-route-search';

/** /admin/members' filters, kept in the URL beside q and page. */
export type MemberListFilters = {
  role?: Role;
  status?: MemberStatus;
  sort?: MemberSort;
  inactive?: 'true' | 'false';
  reported?: 'true' | 'false';
  newsletter?: 'true' | 'false';
  joinedFrom?: string;
  joinedTo?: string;
};
export type MemberListSearch = AdminListSearch & MemberListFilters;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the search params: unknown values are dropped (the filter shows its "any"). */
export function parseMemberListSearch(search: Record<string, unknown>): MemberListSearch {
  const result: MemberListSearch = parseAdminListSearch(search);
  const text = (key: string) => optionalText(search[key]) ?? (typeof search[key] === 'boolean' ? String(search[key]) : undefined);
  const role = oneOf(ROLES, text('role'));
  if (role) result.role = role;
  const status = oneOf(MEMBER_STATUSES, text('status'));
  if (status) result.status = status;
  const sort = oneOf(MEMBER_SORTS, text('sort'));
  if (sort) result.sort = sort;
  for (const key of ['inactive', 'reported', 'newsletter'] as const) {
    const value = oneOf(['true', 'false'] as const, text(key));
    if (value) result[key] = value;
  }
  for (const key of ['joinedFrom', 'joinedTo'] as const) {
    const value = text(key);
    if (value && DAY.test(value)) result[key] = value;
  }
  return result;
}

/** The list's input: a search shorter than the minimum is not sent (the box says why). */
export function memberListInput(q: string, page: number, filters: Partial<MemberListFilters>) {
  const flag = (value?: 'true' | 'false') => (value === undefined ? undefined : value === 'true');
  return {
    q: q.trim().length >= MEMBER_SEARCH_MIN ? q.trim() : undefined,
    page,
    role: filters.role,
    status: filters.status,
    sort: filters.sort ?? 'joined',
    inactive: flag(filters.inactive),
    reported: flag(filters.reported),
    newsletter: flag(filters.newsletter),
    joinedFrom: filters.joinedFrom,
    joinedTo: filters.joinedTo,
  };
}

/** The same filters as a query string for GET /api/admin/members.csv. */
export function csvHref(input: ReturnType<typeof memberListInput>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'page' || value === undefined) continue;
    params.set(key, String(value));
  }
  return `/api/admin/members.csv?${params}`;
}
