import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Db, type DbHandle, PGLITE_EXTENSIONS, pgliteHandle, postgresHandle } from '../server/db/client';

/** The migrated data directory (global-setup.ts), read once by each worker. */
let template: { file: string; blob: Promise<Blob> } | undefined;
function pgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (template?.file !== file) template = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return template.blob;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteHandle(await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: PGLITE_EXTENSIONS }));
  const name = `mv_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(url.toString(), { max: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Registers the file's database hooks; read `.db` inside tests. */
export function useTestDb(): { readonly db: Db; readonly handle: DbHandle } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('useTestDb: the database is ready only inside tests');
      return handle.db;
    },
    get handle() {
      if (!handle) throw new Error('useTestDb: the database is ready only inside tests');
      return handle;
    },
  };
}
