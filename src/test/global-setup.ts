import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** How this run's PostgreSQL test databases (TEST_DATABASE_URL) are named: db.ts. */
    testDatabasePrefix: string;
  }
}

/**
 * initdb and migrations cost seconds; do them once, then each worker loads a copy of the migrated
 * data directory (about 1.3 s) into its own in-memory PGlite (db.ts).
 */
async function makeTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mama-village-test-'));
  const file = path.join(dir, 'template.tar');
  const handle = pgliteHandle(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Uncompressed (40 MB on disk): loading it skips a gunzip, about a third of each file's 0.6-1 s.
  const dump = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return file;
}

/** The server projects (server, server-isolated in vite.config.ts) share one template a run. */
const run = globalThis as typeof globalThis & { mamaVillageTemplate?: { file: Promise<string>; projects: number } };
const testDatabasePrefix = `mv_test_${process.pid}_`;

/** The run's PostgreSQL databases: those a worker kept for its files end with it, unclosed. */
async function dropTestDatabases(serverUrl: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const names = await admin<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${testDatabasePrefix})`;
    for (const { datname } of names) await admin.unsafe(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  run.mamaVillageTemplate ??= { file: makeTemplate(), projects: 0 };
  const template = run.mamaVillageTemplate;
  template.projects += 1;
  project.provide('pgliteTemplate', await template.file);
  project.provide('testDatabasePrefix', testDatabasePrefix);
  return async () => {
    template.projects -= 1;
    if (template.projects > 0) return;
    if (run.mamaVillageTemplate === template) delete run.mamaVillageTemplate;
    if (process.env.TEST_DATABASE_URL) await dropTestDatabases(process.env.TEST_DATABASE_URL);
    await rm(path.dirname(await template.file), { recursive: true, force: true });
  };
}
