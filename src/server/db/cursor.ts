import { TRPCError } from '@trpc/server';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/common';

/**
 * Keyset pagination over (date, id), newest first: stable while posts are added, and each page
 * costs one index range scan however deep the reader goes. Clients treat the cursor as opaque.
 *
 * Listings that put pinned rows first page over (pinned, date, id) and carry `pinned` in the
 * cursor; listings read oldest first (a thread's replies) use `afterCursorAscending`.
 */
export interface CursorPosition {
  /**
   * A Date, or a timestamp's exact ISO text from `exactTime()`. PostgreSQL keeps microseconds and
   * a JS Date only milliseconds: a cursor cut to the millisecond would skip or repeat rows written
   * within the same millisecond as a page's last row.
   */
  date: Date | string;
  id: number;
  /** Only for listings ordered pinned first. */
  pinned?: boolean;
}

/** A decoded cursor: the time is always the exact ISO text, ready to cast to timestamptz. */
interface DecodedCursor {
  date: string;
  id: number;
  pinned?: boolean;
}

// UTC ISO 8601 with up to microseconds: what toISOString() and exactTime() write.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A timestamp column as exact ISO text (UTC, microseconds), to select beside the rows of a page. */
export function exactTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(position: CursorPosition): string {
  const date = typeof position.date === 'string' ? position.date : position.date.toISOString();
  const parts = [date, String(position.id)];
  if (position.pinned !== undefined) parts.push(position.pinned ? '1' : '0');
  return Buffer.from(parts.join('|')).toString('base64url');
}

export function decodeCursor(cursor: string): DecodedCursor {
  const [iso, idText, pinnedText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = iso ?? '';
  const id = Number(idText);
  if (
    rest.length > 0 ||
    !ISO_TIME.test(date) ||
    Number.isNaN(new Date(date).getTime()) ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    (pinnedText !== undefined && pinnedText !== '0' && pinnedText !== '1')
  ) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid cursor' });
  }
  return pinnedText === undefined ? { date, id } : { date, id, pinned: pinnedText === '1' };
}

/** The page and the cursor of the next one: `rows` holds up to limit + 1 rows. */
export function toKeysetPage<Row, Item>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => CursorPosition,
  toItem: (row: Row) => Item,
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  };
}

/** `toKeysetPage` for the common (date, id) order. */
export function toPage<Row extends { id: number }, Item>(
  rows: Row[],
  limit: number,
  dateOf: (row: Row) => Date | string,
  toItem: (row: Row) => Item,
): Page<Item> {
  return toKeysetPage(rows, limit, (row) => ({ date: dateOf(row), id: row.id }), toItem);
}

/** Rows after the cursor's position in (date, id) descending order, for a `where` clause. */
export function afterCursor(dateColumn: AnyColumn, idColumn: AnyColumn, cursor: string): SQL {
  const { date, id } = decodeCursor(cursor);
  return sql`(${dateColumn}, ${idColumn}) < (${date}::timestamptz, ${id})`;
}

/** Rows after the cursor's position in (date, id) ascending order (oldest first). */
export function afterCursorAscending(dateColumn: AnyColumn, idColumn: AnyColumn, cursor: string): SQL {
  const { date, id } = decodeCursor(cursor);
  return sql`(${dateColumn}, ${idColumn}) > (${date}::timestamptz, ${id})`;
}

/**
 * Rows after the cursor's position in (pinned, date, id) descending order: pinned rows first.
 * A cursor without `pinned` (from another listing) is refused.
 */
export function afterPinnedCursor(pinnedColumn: AnyColumn, dateColumn: AnyColumn, idColumn: AnyColumn, cursor: string): SQL {
  const { date, id, pinned } = decodeCursor(cursor);
  if (pinned === undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid cursor' });
  return sql`(${pinnedColumn}, ${dateColumn}, ${idColumn}) < (${pinned}::boolean, ${date}::timestamptz, ${id})`;
}
