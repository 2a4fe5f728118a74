import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable background work (server/jobs/): a row is queued in the transaction of the change that
 * asks for it, claimed by one worker with FOR UPDATE SKIP LOCKED, and held by a lease. A worker
 * that dies (kill -9, a crash) lets its lease lapse and another run claims the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().notNull().$type<Record<string, unknown>>(),
    status: text({ enum: JOB_STATUSES }).notNull().default('queued'),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** While running: the lease. Past it, the job is taken to be abandoned. */
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /** At most one queued or running job per key (one sender per campaign). */
    singletonKey: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex('jobs_singleton_idx')
      .on(t.singletonKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
