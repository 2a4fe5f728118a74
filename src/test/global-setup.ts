import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
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
 * data directory (about 1.3 s) into its own in-memory PGlite (db.ts). Built while the run's
 * workers start and the client and shared files go ahead (about 5 s of a core): the server files
 * wait for the file to appear (`templateReady`), or for `.failed` beside it with the reason.
 */
async function makeTemplate(): Promise<{ file: string; built: Promise<unknown> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mama-village-test-'));
  const file = path.join(dir, 'template.tar');
  const built = (async () => {
    const handle = pgliteHandle(new PGlite({ extensions: PGLITE_EXTENSIONS }));
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed (40 MB on disk): loading it skips a gunzip, about a third of each file's 0.6-1 s.
    const dump = await client.dumpDataDir('none');
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.partial`, file);
    await handle.close();
  })().catch((error: unknown) => writeFile(`${file}.failed`, error instanceof Error ? (error.stack ?? error.message) : String(error)));
  return { file, built };
}

/** The server projects (server, server-isolated in vite.config.ts) share one template a run. */
const run = globalThis as typeof globalThis & { mamaVillageTemplate?: { template: ReturnType<typeof makeTemplate>; projects: number } };
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
  run.mamaVillageTemplate ??= { template: makeTemplate(), projects: 0 };
  const shared = run.mamaVillageTemplate;
  shared.projects += 1;
  const { file, built } = await shared.template;
  project.provide('pgliteTemplate', file);
  project.provide('testDatabasePrefix', testDatabasePrefix);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    if (run.mamaVillageTemplate === shared) delete run.mamaVillageTemplate;
    if (process.env.TEST_DATABASE_URL) await dropTestDatabases(process.env.TEST_DATABASE_URL);
    await built;
    await rm(path.dirname(file), { recursive: true, force: true });
  };
}
