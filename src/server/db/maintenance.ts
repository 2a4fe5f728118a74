import { sql } from 'drizzle-orm';
import { type Timers, nodeTimers } from '../content/scheduled-publishing';
import { type Logger, silentLogger } from '../logger';
import type { Db } from './client';

/** How often the embedded database is vacuumed and analysed. */
export const EMBEDDED_MAINTENANCE_MS = 60 * 60_000;
/** The first run, soon after start: the database may never have been analysed. */
export const EMBEDDED_MAINTENANCE_FIRST_MS = 30_000;

/**
 * What PostgreSQL's autovacuum does on a server, done for the embedded database, which has no
 * autovacuum (PGlite runs PostgreSQL in one process, with no background workers): ANALYZE keeps the
 * planner's statistics current (without them it guesses how many documents a search word is in,
 * and picks its plans blind), VACUUM marks settled pages all-visible, so index-only scans (the
 * search's walk for title matches) need not visit the rows. Runs on the app's one connection, so
 * it holds other queries back for its time: ~1 s at bench:search's 100,000 documents; hourly.
 */
export async function maintainEmbeddedDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

export function startEmbeddedMaintenance(options: { db: Db; logger?: Logger; timers?: Timers }): { stop(): void } {
  const logger = options.logger ?? silentLogger;
  const timers = options.timers ?? nodeTimers;
  const run = () => {
    const started = performance.now();
    maintainEmbeddedDatabase(options.db).then(
      () => logger.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed'),
      (error: unknown) => logger.warn({ error: String(error) }, 'embedded database maintenance failed'),
    );
  };
  const first = timers.setTimeout(run, EMBEDDED_MAINTENANCE_FIRST_MS);
  const every = timers.setInterval(run, EMBEDDED_MAINTENANCE_MS);
  return {
    stop() {
      timers.clearTimeout(first);
      timers.clearInterval(every);
    },
  };
}
