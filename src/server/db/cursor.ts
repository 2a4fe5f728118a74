import { TRPCError } from '@trpc/server';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset pagination over (date, id), newest first: stable while posts are added, and each page
 * costs one index range scan however deep the reader goes. Clients treat the cursor as opaque.
 */
export interface CursorPosition {
  date: Date;
  id: number;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.date.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const [iso, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(iso ?? '');
  const id = Number(idText);
  if (rest.length > 0 || Number.isNaN(date.getTime()) || !Number.isSafeInteger(id) || id < 1) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid cursor' });
  }
  return { date, id };
}

/** The page and the cursor of the next one: `rows` holds up to limit + 1 rows. */
export function toPage<Row extends { id: number }, Item>(
  rows: Row[],
  limit: number,
  dateOf: (row: Row) => Date,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ date: dateOf(last), id: last.id }) : null,
  };
}

/** Rows after the cursor's position in (date, id) descending order, for a `where` clause. */
export function afterCursor(dateColumn: AnyColumn, idColumn: AnyColumn, cursor: string): SQL {
  const { date, id } = decodeCursor(cursor);
  return sql`(${dateColumn}, ${idColumn}) < (${date.toISOString()}::timestamptz, ${id})`;
}
