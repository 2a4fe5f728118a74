import { sql } from 'drizzle-orm';
import { type Logger, silentLogger } from '../logger';
import { nodeTimers, type Timers } from '../timers';
import { type Db, rawRows } from './client';

/** How often the embedded database is vacuumed and analysed. */
export const EMBEDDED_MAINTENANCE_MS = 60 * 60_000;
/** How often the embedded database writes a checkpoint: PostgreSQL's own `checkpoint_timeout`. */
export const EMBEDDED_CHECKPOINT_MS = 5 * 60_000;

/**
 * What PostgreSQL's autovacuum does on a server, done for the embedded database, which has no
 * autovacuum (PGlite runs PostgreSQL in one process, with no background workers): ANALYZE keeps the
 * planner's statistics current (without them it guesses how many documents a search word is in,
 * and picks its plans blind), VACUUM marks settled pages all-visible, so index-only scans (the
 * search's walk for title matches) need not visit the rows. The app's one connection runs it, so
 * other queries wait for it: one table a statement, so they wait for one table at most (the search
 * documents: ~1.5 s at bench:search's 100,000; the whole demo database 80 ms).
 * `neverAnalysed`: only the tables never analysed (a new database, a migration's new tables).
 */
export async function maintainEmbeddedDatabase(db: Db, tables: 'all' | 'neverAnalysed' = 'all'): Promise<void> {
  const names = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' ${tables === 'neverAnalysed' ? sql`and c.reltuples < 0` : sql``}`,
  );
  for (const { name } of names) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
}

/**
 * What PostgreSQL's checkpointer does on a server, done for the embedded database, which has none:
 * PGlite checkpoints only when it closes, so until then every change ever written stays in its
 * write-ahead log (6 GB after bench:search writes its 100,000 documents; 1.1 GB once closed) and a
 * crash replays all of it at the next start. After a checkpoint the log's old segments are
 * recycled, at most `max_wal_size` (1 GB) of them kept. Cheap when little has changed: it writes
 * only the pages changed since the last one.
 */
export async function checkpointEmbeddedDatabase(db: Db): Promise<void> {
  await db.execute(sql`checkpoint`);
}

/**
 * Analyses what was never analysed before the app serves (a new database's first start: 80 ms for
 * the demo), then keeps the whole database maintained hourly and checkpointed every 5 minutes.
 */
export async function startEmbeddedMaintenance(options: { db: Db; logger?: Logger; timers?: Timers }): Promise<{ stop(): void }> {
  const logger = options.logger ?? silentLogger;
  const timers = options.timers ?? nodeTimers;
  await maintainEmbeddedDatabase(options.db, 'neverAnalysed');
  const every = timers.setInterval(() => {
    const started = performance.now();
    maintainEmbeddedDatabase(options.db).then(
      () => logger.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed'),
      (error: unknown) => logger.warn({ error: String(error) }, 'embedded database maintenance failed'),
    );
  }, EMBEDDED_MAINTENANCE_MS);
  const checkpoints = timers.setInterval(() => {
    checkpointEmbeddedDatabase(options.db).catch((error: unknown) =>
      logger.warn({ error: String(error) }, 'embedded database checkpoint failed'),
    );
  }, EMBEDDED_CHECKPOINT_MS);
  return {
    stop: () => {
      timers.clearInterval(every);
      timers.clearInterval(checkpoints);
    },
  };
}
