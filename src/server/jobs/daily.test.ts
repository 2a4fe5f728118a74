import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sydneyDayOf } from '../../shared/lib/sydney-clock';
import { useTestDb } from '../../test/db';
import { jobs } from '../db/schema';
import { silentLogger } from '../logger';
import { dailyHandlers, nextDailyRun, scheduleDaily } from './daily';
import { enqueueJob } from './queue';
import { JobRunner } from './runner';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(jobs);
});

describe('nextDailyRun', () => {
  it('is today at the Sydney hour while it is still ahead, else tomorrow, in winter and summer time', () => {
    // 6 am in Sydney (AEST, +10): 8 am is still to come today.
    expect(nextDailyRun(new Date('2026-06-14T20:00:00Z'), 8)).toEqual({ day: '2026-06-15', runAt: new Date('2026-06-14T22:00:00Z') });
    // 8 am exactly has come: tomorrow.
    expect(nextDailyRun(new Date('2026-06-14T22:00:00Z'), 8)).toEqual({ day: '2026-06-16', runAt: new Date('2026-06-15T22:00:00Z') });
    // 9 pm on 31 December (AEDT, +11): 3 am on the new year's first day.
    expect(nextDailyRun(new Date('2026-12-31T10:00:00Z'), 3)).toEqual({ day: '2027-01-01', runAt: new Date('2026-12-31T16:00:00Z') });
    // The night clocks go forward (4 October 2026): 3 am is already summer time.
    expect(nextDailyRun(new Date('2026-10-03T12:00:00Z'), 3)).toEqual({ day: '2026-10-04', runAt: new Date('2026-10-03T16:00:00Z') });
  });
});

describe('daily jobs', () => {
  const job = { kind: 'tidy', hour: 3 };

  it('are queued once a day however many processes start', async () => {
    await Promise.all([scheduleDaily(t.db, job), scheduleDaily(t.db, job), scheduleDaily(t.db, job)]);
    const rows = await t.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    const { day, runAt } = nextDailyRun(new Date(), 3);
    expect(rows[0]).toMatchObject({ kind: 'tidy', status: 'queued', runAt, singletonKey: `tidy:${day}`, payload: { day } });
  });

  it("run the day's work when due, then queue the next day's run", async () => {
    const ran: string[] = [];
    const today = sydneyDayOf(new Date());
    await enqueueJob(t.db, 'tidy', { day: today }, { runAt: new Date(Date.now() - 1000), singletonKey: `tidy:${today}` });
    const handlers = dailyHandlers(t.db, [{ ...job, run: async (day) => void ran.push(day) }]);
    expect(await new JobRunner({ db: t.db, logger: silentLogger, handlers }).drain()).toBe(1);
    expect(ran).toEqual([today]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    const next = nextDailyRun(new Date(), 3);
    expect(queued).toEqual([expect.objectContaining({ kind: 'tidy', runAt: next.runAt, singletonKey: `tidy:${next.day}` })]);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
