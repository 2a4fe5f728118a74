import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER, rawRows } from '../db/client';

/**
 * What backup, restore and db:move share: the app's tables in an order where every table comes
 * after the tables it references, a checksum per table that both engines compute alike, and rows
 * read and written as JSON (row_to_json / json_populate_recordset), so every column type round-trips
 * through PostgreSQL's own text forms and an embedded site's rows load into PostgreSQL unchanged.
 */

export interface TableSummary {
  rows: number;
  checksum: string;
}

/** The app's tables (schema public), parents before children; ties in name order so every run agrees. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find(({ name }) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    if (!ready) throw new Error('The tables reference each other in a cycle: no order loads them.');
    ordered.push(ready.name);
    placed.add(ready.name);
  }
  return ordered;
}

/**
 * Inside a transaction: timestamps rendered in UTC (row_to_json writes them in the session's time
 * zone, and the checksums must not depend on the server's), and no statement timeout (a big table's
 * checksum may rightly take longer than a request's statement).
 */
export async function prepareTransferSession(db: Db): Promise<void> {
  await db.execute(sql`set local timezone = 'UTC'`);
  await db.execute(sql`set local statement_timeout = 0`);
}

/**
 * Row count and a checksum of the rows' JSON, independent of their physical order: md5 of the
 * sorted md5s of each row. The same data gives the same checksum on either engine.
 */
export async function summarizeTable(db: Db, table: string): Promise<TableSummary> {
  const t = sql.identifier(table);
  const [row] = await rawRows<{ rows: number; checksum: string }>(
    db,
    sql`select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as checksum
        from (select md5(row_to_json(t)::text) as h from ${t} t) rows`,
  );
  return row!;
}

export async function summarizeTables(db: Db, tables: string[]): Promise<Record<string, TableSummary>> {
  const summaries: Record<string, TableSummary> = {};
  for (const table of tables) summaries[table] = await summarizeTable(db, table);
  return summaries;
}

/** Restore and db:move write only into an empty place: what they refuse, and why, in one sentence. */
export class TransferRefusedError extends Error {}

/** Counts and checksums against the copy's (a manifest's, the source's): the tables that differ, or none. */
export function compareSummaries(expected: Record<string, TableSummary>, actual: Record<string, TableSummary>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => {
    const want = expected[name];
    const got = actual[name];
    return !want || !got || want.rows !== got.rows || want.checksum !== got.checksum;
  });
}

async function primaryKeyColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${table}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
  );
  return rows.map((row) => row.name);
}

/**
 * A table's rows as JSON text, `batchSize` at a time through a cursor (never the whole table in
 * memory), in primary-key order: a table that references itself (a comment's parent) then has
 * each parent before its replies, since identity ids grow.
 */
export async function* readRows(db: Db, table: string, batchSize = 500): AsyncGenerator<string[]> {
  const key = await primaryKeyColumns(db, table);
  const order = key.length
    ? sql` order by ${sql.join(
        key.map((column) => sql.identifier(column)),
        sql`, `,
      )}`
    : sql``;
  await db.execute(
    sql`declare transfer_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t${order}`,
  );
  try {
    for (;;) {
      const rows = await rawRows<{ row: string }>(db, sql.raw(`fetch ${batchSize} from transfer_rows`));
      if (rows.length === 0) return;
      yield rows.map((row) => row.row);
    }
  } finally {
    await db.execute(sql`close transfer_rows`);
  }
}

/** The columns a row is written with: generated ones are the database's to compute. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Writes rows read by readRows; their identity ids are kept (OVERRIDING SYSTEM VALUE). */
export function rowWriter(db: Db, table: string): (rows: string[]) => Promise<void> {
  const columns = writableColumns(db, table);
  return async (rows) => {
    if (rows.length === 0) return;
    const list = sql.join(
      (await columns).map((column) => sql.identifier(column)),
      sql`, `,
    );
    const t = sql.identifier(table);
    await db.execute(
      sql`insert into ${t} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${t}, ${`[${rows.join(',')}]`}::json)`,
    );
  };
}

/**
 * The tables' own triggers (search documents kept in step with content, counters) must not fire
 * while rows are copied: the copy brings the rows those triggers wrote. Foreign keys still hold.
 */
export async function setUserTriggers(db: Db, tables: string[], enabled: boolean): Promise<void> {
  for (const table of tables) {
    await db.execute(sql`alter table ${sql.identifier(table)} ${enabled ? sql`enable` : sql`disable`} trigger user`);
  }
}

/** Each identity or serial column's sequence set past its table's highest value, so new rows don't collide. */
export async function advanceSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    const columns = await rawRows<{ name: string; sequence: string }>(
      db,
      sql`select column_name as name, pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
          from information_schema.columns where table_schema = 'public' and table_name = ${table}
          and pg_get_serial_sequence(format('%I', table_name), column_name) is not null`,
    );
    for (const { name, sequence } of columns) {
      const column = sql.identifier(name);
      await db.execute(
        sql`select setval(${sequence}::regclass, coalesce((select max(${column}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The newest migration applied to this database (its tag in drizzle/), or null on a database never migrated. */
export async function latestAppliedMigration(db: Db): Promise<string | null> {
  const [table] = await rawRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return null;
  const [row] = await rawRows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) return null;
  const entry = migrationJournal().find((migration) => String(migration.when) === row.when);
  return entry?.tag ?? `unknown (${row.when})`;
}

/** True when the database holds no table of the app and no migration record: what restore and db:move write into. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await rawRows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from pg_tables where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')`,
  );
  return row!.tables === 0;
}
