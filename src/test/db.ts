import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, inject } from 'vitest';
import { type Db, type DbHandle, PGLITE_EXTENSIONS, pgliteHandle, postgresHandle } from '../server/db/client';

/** The migrated data directory (global-setup.ts), read once by each worker. */
let template: { file: string; blob: Promise<Blob> } | undefined;
function pgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (template?.file !== file)
    template = {
      file,
      blob: templateReady(file)
        .then(() => readFile(file))
        .then((bytes) => new Blob([bytes])),
    };
  return template.blob;
}

/** The run builds the template as it starts (global-setup.ts): wait for it, or for why it failed. */
async function templateReady(file: string) {
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (existsSync(`${file}.failed`)) throw new Error(`The test database template failed: ${await readFile(`${file}.failed`, 'utf8')}`);
    if (waited > 120_000) throw new Error('The test database template took over 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh, migrated database of its own: in-memory PGlite by default; with TEST_DATABASE_URL, a
 * new database on that PostgreSQL server, dropped when closed. For a test that stops its database
 * or needs a second one; a test file's database is useTestDb's.
 */
export async function createTestDb(): Promise<DbHandle> {
  if (!process.env.TEST_DATABASE_URL)
    return pgliteHandle(await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: PGLITE_EXTENSIONS }));
  const handle = await createEmptyTestDb();
  await handle.migrate();
  return handle;
}

/**
 * A database with no table at all, never migrated (what restore and db:move write into), on the
 * test's engine, and its URL when it is PostgreSQL.
 */
export async function createEmptyTestDb(): Promise<DbHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  return createEmptyPostgresDb(serverUrl);
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped when closed. */
export async function createEmptyPostgresDb(serverUrl: string): Promise<DbHandle & { url: string }> {
  // The run's name (global-setup.ts) in it: the run's teardown drops any a worker left behind.
  const name = `${inject('testDatabasePrefix')}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(url.toString(), { max: 4 });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * One database per worker, shared by the test files it runs one after another, each starting
 * with every table emptied (TRUNCATE … RESTART IDENTITY: ids from 1 again). A copy of the
 * template cost each file about 1.3 s, a new PostgreSQL database and its migrations more; the
 * truncate costs 50 ms. Kept on globalThis so a worker's isolated files (a module graph each)
 * share it too; it ends with the worker.
 */
const worker = globalThis as typeof globalThis & { mamaVillageTestDb?: Promise<DbHandle> };

async function emptyDatabase(db: Db) {
  await db.execute(sql`do $$ begin
    execute (select 'truncate ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' restart identity cascade'
             from pg_tables where schemaname = 'public');
  end $$`);
}

/** The worker's database, emptied before the file's tests; read `.db` inside tests. */
export function useTestDb(): { readonly db: Db } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    worker.mamaVillageTestDb ??= createTestDb();
    handle = await worker.mamaVillageTestDb;
    await emptyDatabase(handle.db);
  });
  return {
    get db() {
      if (!handle) throw new Error('useTestDb: the database is ready only inside tests');
      return handle.db;
    },
  };
}
