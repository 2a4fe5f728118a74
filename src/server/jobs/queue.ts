import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export interface EnqueueOptions {
  /** Not before this time (a scheduled campaign); now when unset. */
  runAt?: Date;
  /** While a job with this key is queued or running, another is not added. */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * Queues background work. Pass the transaction of the change that asks for it: the job exists if
 * and only if the change does. Returns the job's id, or null when its singleton key was taken.
 */
export async function enqueueJob(db: Db, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt, singletonKey: options.singletonKey, maxAttempts: options.maxAttempts })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Queues many jobs of one kind in one statement (a notification to every member). */
export async function enqueueJobs(db: Db, kind: string, payloads: Record<string, unknown>[]) {
  if (payloads.length === 0) return;
  await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}
