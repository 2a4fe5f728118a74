import { and, eq, lte, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { jobs } from '../db/schema';
import { silentLogger } from '../logger';
import { enqueueJob } from './queue';
import { JobRunner, type JobHandler } from './runner';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(jobs);
});

function runner(handlers: Record<string, JobHandler>, options: { leaseMs?: number; kindLimits?: Record<string, number> } = {}) {
  return new JobRunner({ db: t.db, logger: silentLogger, handlers, pollMs: 20, ...options });
}

async function rowOf(id: number | null) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
  return row!;
}

describe('the job queue', () => {
  it('runs a queued job once and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(t.db, 'note', { n: 1 });
    expect(await runner({ note: async (payload) => void seen.push(payload) }).drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect(await runner({ note: async () => void seen.push('again') }).drain()).toBe(0);
  });

  it('keeps a job queued in a transaction that rolled back out of the queue', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'note', {});
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('does not run a job before its time', async () => {
    await enqueueJob(t.db, 'note', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await runner({ note: async () => {} }).drain()).toBe(0);
  });

  it('adds one job per singleton key while one is waiting or running', async () => {
    const first = await enqueueJob(t.db, 'send', {}, { singletonKey: 'campaign:1' });
    expect(await enqueueJob(t.db, 'send', {}, { singletonKey: 'campaign:1' })).toBeNull();
    await runner({ send: async () => {} }).drain();
    expect((await rowOf(first)).status).toBe('done');
    expect(await enqueueJob(t.db, 'send', {}, { singletonKey: 'campaign:1' })).not.toBeNull();
  });

  it('retries a failing job later, and gives up after its attempts', async () => {
    const id = await enqueueJob(t.db, 'flaky', {}, { maxAttempts: 2 });
    const jobRunner = runner({
      flaky: async () => {
        throw new Error('mail server down');
      },
    });
    await jobRunner.drain();
    const retried = await rowOf(id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, lastError: 'mail server down' });
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id!));
    await jobRunner.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('runs again when the handler asks, with its attempts reset', async () => {
    let runs = 0;
    const id = await enqueueJob(t.db, 'batch', {});
    await runner({ batch: async () => (++runs < 3 ? { again: new Date() } : undefined) }).drain();
    expect(runs).toBe(3);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes back a job whose worker died once its lease has lapsed, and not before', async () => {
    const id = await enqueueJob(t.db, 'note', {});
    // A worker claimed it and died: running, leased for another minute.
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id!));
    let runs = 0;
    const handlers = { note: async () => void runs++ };
    expect(await runner(handlers).drain()).toBe(0);
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id!));
    expect(await runner(handlers).drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('reclaims running jobs at once when told the dead process owned them (the embedded database)', async () => {
    const id = await enqueueJob(t.db, 'note', {});
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id!));
    const jobRunner = runner({ note: async () => {} });
    await jobRunner.start({ reclaimRunning: true });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5000 }).toBe('done');
    await jobRunner.stop();
  });

  it('gives two runners on one queue each job once', async () => {
    for (let n = 0; n < 20; n++) await enqueueJob(t.db, 'count', { n });
    const seen: number[] = [];
    const handlers = { count: async (payload: { n: number }) => void seen.push(payload.n) };
    await Promise.all([runner(handlers).drain(), runner(handlers).drain()]);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('polls by itself once started, and stops cleanly', async () => {
    const jobRunner = runner({ note: async () => {} });
    await jobRunner.start();
    const id = await enqueueJob(t.db, 'note', {});
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5000 }).toBe('done');
    await jobRunner.stop();
  });

  it('hands a run still going after the grace back to the queue, due now, and ignores its late end', async () => {
    const id = await enqueueJob(t.db, 'export', {});
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A handler that does not listen to `stopping`.
    const first = runner({ export: () => released });
    await first.start();
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5000 }).toBe('running');
    await first.stop({ graceMs: 50 });
    const handedBack = await rowOf(id);
    expect(handedBack).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    const due = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id!), lte(jobs.runAt, sql`now()`)));
    expect(due).toHaveLength(1);

    // The first run ends while a second holds the job: its end must not touch the second's claim.
    let duringSecondRun: unknown;
    const second = runner({
      export: async () => {
        release();
        await new Promise((resolve) => setImmediate(resolve));
        duringSecondRun = await rowOf(id);
      },
    });
    expect(await second.drain()).toBe(1);
    expect(duringSecondRun).toMatchObject({ status: 'running', attempts: 2 });
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('lets a run that winds down within the grace end as it asks, not handed back', async () => {
    const id = await enqueueJob(t.db, 'batch', {});
    const later = new Date(Date.now() + 60_000);
    const jobRunner = runner({
      batch: (_payload, job) => new Promise((resolve) => job.stopping.addEventListener('abort', () => resolve({ again: later }))),
    });
    await jobRunner.start();
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5000 }).toBe('running');
    await jobRunner.stop({ graceMs: 60_000 });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0, runAt: later });
  });

  it('keeps a slot free of a limited kind: slow webhooks never hold the one an email needs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    for (let n = 0; n < 4; n++) await enqueueJob(t.db, 'slow', { n }, { runAt: new Date(Date.now() - 60_000) });
    const email = await enqueueJob(t.db, 'email', {});
    const queue = runner(
      {
        slow: async ({ n }: { n: number }) => {
          started.push(`slow ${n}`);
          await held;
        },
        email: async () => void started.push('email'),
      },
      { kindLimits: { slow: 2 } },
    );
    await queue.start();
    try {
      await expect.poll(() => started.includes('email') && started.length >= 3).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Older slow jobs waited; the email ran beside two of them; the third slot held no third slow one.
      expect(started.filter((name) => name.startsWith('slow'))).toHaveLength(2);
      expect((await rowOf(email)).status).toBe('done');
    } finally {
      release();
      await queue.stop();
    }
  });
});
