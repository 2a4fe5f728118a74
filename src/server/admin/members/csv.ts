import { and, asc, gt, sql } from 'drizzle-orm';
import { levelFor, fromHundredths } from '../../../shared/lib/levels';
import type { MemberFilters } from '../../../shared/schemas/admin/members';
import { recordChange } from '../../audit/record';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { csvLine } from '../csv';
import { memberRowColumns, whereOf } from './list';

export const MEMBER_CSV_COLUMNS = [
  'id',
  'username',
  'display_name',
  'email',
  'joined',
  'last_active',
  'level',
  'points',
  'threads',
  'replies',
  'comments',
  'status',
  'role',
  'newsletter',
] as const;

/** Rows read per statement while streaming: the keyset (id) keeps each one an index range. */
const CHUNK = 1000;

/**
 * GET /api/admin/members.csv (admins): every member the filters match, oldest first, as CSV
 * chunks of CHUNK rows. Before the first row it counts them and writes the audit entry (the
 * filters and the row count), so an export is recorded even when the download is broken off.
 */
export async function* membersCsv(db: Db, actor: SessionUser, filters: MemberFilters): AsyncGenerator<string> {
  const { sort: _sort, ...rest } = filters;
  const where = whereOf(rest);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  await recordChange(db, actor, {
    action: 'export',
    entityType: 'member',
    entityId: 'csv',
    label: `members CSV (${counted!.n} rows)`,
    after: { filters: rest, rows: counted!.n },
  });
  yield `${MEMBER_CSV_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await db
      .select(memberRowColumns)
      .from(users)
      .where(and(where, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(CHUNK);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.id,
          row.username,
          row.displayName,
          row.email,
          row.createdAt.toISOString(),
          row.lastSeenOn,
          levelFor(Number(row.points)).level,
          fromHundredths(Number(row.points)),
          row.threads,
          row.replies,
          row.comments,
          row.status,
          row.role,
          row.newsletter ? 'yes' : 'no',
        ]),
      )
      .join('');
    after = rows.at(-1)!.id;
    if (rows.length < CHUNK) return;
  }
}
