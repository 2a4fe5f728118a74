import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { MEMBERS_ADMIN_TEXT } from '../../../shared/constants/members-admin';
import { fromHundredths, levelFor } from '../../../shared/lib/levels';
import { startOfSydneyDay, sydneyDayOf } from '../../../shared/lib/sydney-clock';
import { INACTIVE_DAYS, maskEmail, MEMBERS_COUNT_CAP, MEMBERS_PAGE_SIZE } from '../../../shared/rules/members-admin';
import type { MemberFilters, MemberListDto, MemberListQuery, MemberRowDto } from '../../../shared/schemas/admin/members';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../../db/like-pattern';
import { contentCounts, newsletterColumn, pointsColumn, reportedColumn, statusColumn, statusIs } from './columns';

/** A case-insensitive prefix of the username, display name or email (the lower(x) text_pattern_ops indexes). */
function prefixMatch(q: string): SQL {
  const pattern = `${escapeLike(q.toLowerCase())}%`;
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.displayName}) like ${pattern}`,
    sql`lower(${users.email}) like ${pattern}`,
  )!;
}

/** The day before `day` ('2026-11-28' → '2026-11-27'), as a calendar date. */
function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** The filters as one WHERE (undefined: every member). Joined dates are Sydney days, both ends included. */
export function whereOf(filters: Omit<MemberFilters, 'sort'>, now = new Date()): SQL | undefined {
  const today = sydneyDayOf(now);
  return and(
    filters.q ? prefixMatch(filters.q) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.status ? statusIs(filters.status) : undefined,
    filters.joinedFrom ? gte(users.createdAt, startOfSydneyDay(filters.joinedFrom)) : undefined,
    filters.joinedTo ? lt(users.createdAt, startOfSydneyDay(daysBefore(filters.joinedTo, -1))) : undefined,
    filters.inactive === undefined
      ? undefined
      : filters.inactive
        ? sql`coalesce(${users.lastSeenOn}, (${users.createdAt} at time zone 'Australia/Sydney')::date) <= ${daysBefore(today, INACTIVE_DAYS)}::date`
        : sql`coalesce(${users.lastSeenOn}, (${users.createdAt} at time zone 'Australia/Sydney')::date) > ${daysBefore(today, INACTIVE_DAYS)}::date`,
    filters.reported === undefined ? undefined : filters.reported ? reportedColumn : sql`not ${reportedColumn}`,
    filters.newsletter === undefined ? undefined : filters.newsletter ? newsletterColumn : sql`not ${newsletterColumn}`,
  );
}

/** Newest first for each sort; the id breaks ties so pages never overlap. */
function orderOf(sort: MemberFilters['sort']): SQL[] {
  switch (sort) {
    case 'joined':
      return [desc(users.createdAt), desc(users.id)];
    case 'lastActive':
      return [sql`${users.lastSeenOn} desc nulls last`, desc(users.id)];
    case 'points':
      return [sql`${pointsColumn} desc`, desc(users.id)];
  }
}

/** The columns of a row, computed for the page's rows only. */
export const memberRowColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  createdAt: users.createdAt,
  lastSeenOn: users.lastSeenOn,
  role: users.role,
  points: pointsColumn,
  status: statusColumn,
  newsletter: newsletterColumn,
  ...contentCounts,
};

/** The members' rows with their computed columns (a select to narrow with where, join, order). */
const selectMemberRows = (db: Db) => db.select(memberRowColumns).from(users);
type RowOf = Awaited<ReturnType<typeof selectMemberRows>>[number];

/**
 * Who reads the member pages, as far as emails go: an admin sees every email; a moderator, and an
 * API token without `members:email`, `k***@example.com`.
 */
export interface MemberViewer {
  seesEmails: boolean;
}

export function memberViewerOf(ctx: {
  user: Pick<SessionUser, 'role'> | null;
  integration: { scopes: readonly string[] } | null;
}): MemberViewer {
  if (ctx.integration) return { seesEmails: ctx.integration.scopes.includes('members:email') };
  return { seesEmails: ctx.user?.role === 'admin' };
}

export function toMemberRow(row: RowOf, viewer: MemberViewer): MemberRowDto {
  const level = levelFor(Number(row.points));
  const counts = Object.fromEntries(Object.keys(contentCounts).map((key) => [key, Number(row[key as keyof typeof contentCounts])]));
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: viewer.seesEmails ? row.email : maskEmail(row.email),
    joinedAt: row.createdAt,
    lastSeenOn: row.lastSeenOn,
    level: level.level,
    levelTitle: level.title,
    points: fromHundredths(Number(row.points)),
    counts: counts as MemberRowDto['counts'],
    status: row.status,
    role: row.role,
    newsletter: Boolean(row.newsletter),
  };
}

/** The REST list's cursor: the position of the next page, opaque to clients. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown };
    if (typeof o === 'number' && Number.isSafeInteger(o) && o >= 0 && o <= 10_000_000) return o;
  } catch {
    // Not one of ours: refused below.
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: MEMBERS_ADMIN_TEXT.badCursor });
}

/**
 * /admin/members and GET /api/admin/members: 50 a page, by page number or by cursor, with the total
 * the filters match.
 */
export async function listMembers(db: Db, viewer: MemberViewer, query: MemberListQuery): Promise<MemberListDto> {
  const offset = query.cursor !== undefined ? decodeCursor(query.cursor) : (query.page - 1) * MEMBERS_PAGE_SIZE;
  const where = whereOf(query);
  // The page's ids first (an index range, or a top-N sort of the matching ids), then the computed
  // columns for those 51 rows only: in one statement PostgreSQL computed them for every match before sorting.
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(MEMBERS_PAGE_SIZE + 1)
    .offset(offset)
    .as('page_ids');
  const [rows, [total]] = await Promise.all([
    selectMemberRows(db)
      .innerJoin(pageIds, eq(pageIds.id, users.id))
      .orderBy(...orderOf(query.sort)),
    // Counted up to the cap: an exact count of 100,000 rows was most of a page's time.
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(where)
        .limit(MEMBERS_COUNT_CAP + 1)
        .as('counted'),
    ),
  ]);
  const more = rows.length > MEMBERS_PAGE_SIZE;
  return {
    items: rows.slice(0, MEMBERS_PAGE_SIZE).map((row) => toMemberRow(row, viewer)),
    total: Math.min(total!.n, MEMBERS_COUNT_CAP),
    totalCapped: total!.n > MEMBERS_COUNT_CAP,
    page: Math.floor(offset / MEMBERS_PAGE_SIZE) + 1,
    pageSize: MEMBERS_PAGE_SIZE,
    nextCursor: more ? encodeCursor(offset + MEMBERS_PAGE_SIZE) : null,
  };
}
