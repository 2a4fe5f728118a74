import { and, eq, gte, inArray, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { countAll } from '../admin/paging';

/** The jobs due now that no worker has taken yet, and how long the oldest of them has waited. */
export async function dueJobs(db: Db): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ count: countAll(), oldest: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: row?.count ?? 0, oldestAgeSeconds: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0 };
}

/** When the next queued job of `kind` is due (a daily job's next run); null when none is queued. */
export async function nextRunOf(db: Db, kind: string): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')));
  return row?.runAt ? new Date(row.runAt) : null;
}

/** Jobs of these kinds created since `since` that failed at least once and haven't succeeded since (retrying or given up). */
export async function failingJobs(db: Db, kinds: readonly string[], since: Date): Promise<number> {
  const [row] = await db
    .select({ count: countAll() })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        isNotNull(jobs.lastError),
        inArray(jobs.status, ['queued', 'failed']),
        gte(jobs.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
