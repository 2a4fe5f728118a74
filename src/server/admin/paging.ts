import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../db/like-pattern';
import type { AdminListQuery, AdminPage } from '../../shared/schemas/admin/list';

/** LIMIT and OFFSET of the page asked for. */
export function pageWindow(query: AdminListQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function toAdminPage<T>(items: T[], total: number, query: AdminListQuery): AdminPage<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The search text as a LIKE pattern matching it anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Rows where any of `columns` contains the search text, ignoring case; undefined without one. */
export function searchCondition(q: string | undefined, ...columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `count(*)` as a number (PostgreSQL answers bigint as text). */
export const countAll = () => sql<number>`count(*)::int`;
