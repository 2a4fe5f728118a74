// The databases a bench builds its data in and starts the app on: the embedded PGlite always, and
// PostgreSQL too when DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) names a server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type DbHandle, openDatabase, postgresHandle } from '../src/server/db/client';
import { DEFAULT_DATABASE_LIMITS } from '../src/server/db/outage';

/**
 * A bench's own connection builds its data in statements of tens of thousands of rows: a bulk job,
 * not a request, so not held to a request's few seconds (the app it starts keeps its own bounds).
 */
const BULK_LIMITS = { ...DEFAULT_DATABASE_LIMITS, queryTimeoutMs: 10 * 60_000 };

export interface Database {
  /** The bench's own connection, for building its data (BULK_LIMITS). */
  open(): Promise<DbHandle>;
  /** The server's environment for this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export type Engine = 'PGlite' | 'PostgreSQL';
export const serverUrl = process.env.DATABASE_URL;
export const engines: Engine[] = serverUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

/** A fresh embedded database in a folder of its own; with `keptIn`, the database in that folder, never dropped. */
export function pgliteDatabase(name: string, keptIn?: string): Database {
  const dir = keptIn ?? mkdtempSync(path.join(tmpdir(), `mama-village-bench-${name}-`));
  return {
    open: () => openDatabase({ dataDir: dir, limits: BULK_LIMITS }),
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    drop: async () => {
      if (!keptIn) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `url`, dropped by `drop()`. */
export async function postgresDatabase(url: string, name: string): Promise<Database> {
  const database = `mama_village_bench_${process.pid}_${name}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${database}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${database}`;
  // The server still writes its email outbox under DATA_DIR.
  const dir = mkdtempSync(path.join(tmpdir(), `mama-village-bench-${name}-`));
  return {
    open: async () => postgresHandle(dbUrl.toString(), { limits: BULK_LIMITS }),
    env: { DATABASE_URL: dbUrl.toString(), DATA_DIR: dir },
    drop: async () => {
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The database an engine's run uses. */
export function databaseFor(engine: Engine, name: string): Promise<Database> | Database {
  return engine === 'PostgreSQL' ? postgresDatabase(serverUrl!, name) : pgliteDatabase(name);
}
