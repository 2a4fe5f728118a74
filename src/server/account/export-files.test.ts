import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { EXPORT_FILES, LEFT_OUT } from './export-files';

/** Columns that name a member without a foreign key (polymorphic or kept past her account). */
const MEMBER_COLUMNS = /^(user_id|author_id|member_id|reporter_id|actor_id|other_id|created_by|requested_by|edited_by)$/;

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** A table holds member data when a column references users or is named for a member. */
function holdsMemberData(table: PgTable): boolean {
  const config = getTableConfig(table);
  if (config.name === 'users') return true;
  const referencesUsers = config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'users');
  return referencesUsers || config.columns.some((column) => MEMBER_COLUMNS.test(column.name));
}

describe('the data download covers every table with member data', () => {
  const exported = new Set(EXPORT_FILES.flatMap((file) => file.tables));
  const memberTables = tables.filter(holdsMemberData).map((table) => getTableConfig(table).name);

  it('finds the tables it checks', () => {
    expect(memberTables).toContain('users');
    expect(memberTables).toContain('forum_replies');
    expect(memberTables.length).toBeGreaterThan(20);
  });

  it.each(memberTables)('%s is in the download or left out with a reason', (name) => {
    const reason = LEFT_OUT[name];
    expect(
      exported.has(name) || (reason !== undefined && reason.length > 10),
      `${name}: add it to EXPORT_FILES or LEFT_OUT (with why)`,
    ).toBe(true);
  });

  it('names only tables that exist, and none both in and out', () => {
    const all = new Set(tables.map((table) => getTableConfig(table).name));
    for (const name of [...exported, ...Object.keys(LEFT_OUT)]) expect(all.has(name), name).toBe(true);
    for (const name of exported) expect(LEFT_OUT[name], name).toBeUndefined();
  });
});
