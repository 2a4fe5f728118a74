import { fromSydneyLocal, sydneyDayOf } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import { enqueueJob } from './queue';
import type { JobHandler, RunningJob } from './runner';

/** Work done once a day at a Sydney hour (the purge of removed posts, the team's reminder). */
export interface DailyJob {
  kind: string;
  /** The Sydney hour it runs at, 0–23. */
  hour: number;
  /**
   * The day's work; `day` is the Sydney day it was queued for, `job` the run (a long one keeps its
   * lease with `job.heartbeat`). Safe to run twice, as every job.
   */
  run(day: string, job: RunningJob): Promise<void>;
}

/** The calendar day after `day` ('2027-02-28' → '2027-03-01'). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The first time after `after` that it is `hour`:00 in Sydney, and the Sydney day it falls on. */
export function nextDailyRun(after: Date, hour: number): { day: string; runAt: Date } {
  const at = (day: string) => fromSydneyLocal(`${day}T${String(hour).padStart(2, '0')}:00`)!;
  const today = sydneyDayOf(after);
  const runAt = at(today);
  if (runAt > after) return { day: today, runAt };
  const tomorrow = dayAfter(today);
  return { day: tomorrow, runAt: at(tomorrow) };
}

/**
 * Queues a daily job's next run. Its singleton key names the day, so the processes that start
 * (each queues the next run) and the run that just ended (it queues tomorrow's) add one job per
 * day between them, however many there are.
 */
export async function scheduleDaily(db: Db, job: Pick<DailyJob, 'kind' | 'hour'>, after: Date = new Date()): Promise<void> {
  const { day, runAt } = nextDailyRun(after, job.hour);
  await enqueueJob(db, job.kind, { day }, { runAt, singletonKey: `${job.kind}:${day}` });
}

/** Each daily job's handler: the day's work, then the next day's run queued. */
export function dailyHandlers(db: Db, jobs: DailyJob[]): Record<string, JobHandler> {
  return Object.fromEntries(
    jobs.map((job): [string, JobHandler] => [
      job.kind,
      async (payload: { day: string }, running: RunningJob) => {
        await job.run(payload.day, running);
        await scheduleDaily(db, job);
      },
    ]),
  );
}
