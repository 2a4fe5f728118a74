import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type ChangeFeed, localChangeFeed, postgresChangeFeed } from '../cache/change-feed';
import type { Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import { type DatabaseLimits, DEFAULT_DATABASE_LIMITS, guardedClient, newDatabaseStats, type DatabaseStats } from './outage';
import * as schema from './schema';

/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The extensions the migrations create, which the embedded database must load (pg_trgm: search's typo tolerance). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `migrationsFolder` (default: drizzle/) not yet applied. */
  migrate(migrationsFolder?: string): Promise<void>;
  /** How app processes on this database hear of each other's cache changes. */
  changeFeed(logger: Logger): ChangeFeed;
  /** What PostgreSQL's pool runs and fails, for /metrics; null for the embedded database. */
  stats: DatabaseStats | null;
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder }),
    changeFeed: () => localChangeFeed,
    stats: null,
    close: () => client.close(),
  };
}

export interface PostgresOptions extends postgres.Options<Record<string, never>> {
  limits?: DatabaseLimits;
}

/**
 * PostgreSQL through postgres.js, every statement of the app's bounded (db/outage.ts): a new
 * connection gets `connectTimeoutMs`, a statement `queryTimeoutMs` (the server's statement_timeout
 * too), and while the database is known to be down a statement fails at once.
 */
export function postgresHandle(url: string, { limits = DEFAULT_DATABASE_LIMITS, ...options }: PostgresOptions = {}): DbHandle {
  const maxConnections = options.max ?? 10;
  const raw = postgres(url, {
    max: maxConnections,
    onnotice: () => {},
    connect_timeout: limits.connectTimeoutMs / 1000,
    // postgres.js waits up to 20 s between attempts after failures (3^n/100 s): the breaker spaces
    // them out instead, so a database that is back is used at once.
    backoff: (retries) => Math.min(0.05 * 2 ** retries, 1),
    ...options,
    connection: { statement_timeout: limits.queryTimeoutMs, ...options.connection },
  });
  const stats = newDatabaseStats(maxConnections);
  const client = guardedClient(raw as unknown as postgres.Sql, limits, undefined, stats);
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    // A migration may rightly run longer than a request's statement: its own connection, unbound.
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      const migrator = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: limits.connectTimeoutMs / 1000 });
      try {
        await migratePostgres(drizzlePostgres({ client: migrator, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await migrator.end({ timeout: 5 });
      }
    },
    changeFeed: (logger) => postgresChangeFeed(client, logger),
    stats,
    close: () => raw.end({ timeout: 5 }),
  };
}

/** No DATABASE_URL: embedded PGlite persisted in DATA_DIR. With it: PostgreSQL via postgres.js. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string; limits?: DatabaseLimits }): Promise<DbHandle> {
  if (config.databaseUrl) return postgresHandle(config.databaseUrl, { limits: config.limits });
  const dataDir = path.resolve(config.dataDir);
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const handle = pgliteHandle(await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS }));
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** /healthz waits no longer than this for `select 1`, so it answers even while connections hang. */
const HEALTH_CHECK_TIMEOUT_MS = 1500;

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

/** The rows of a raw statement, from either driver (PGlite answers { rows }, postgres.js an array). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
