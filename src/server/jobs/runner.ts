import { and, asc, eq, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

/** What a handler may ask for: to run again later (a campaign's next batch), with fresh attempts. */
export type JobOutcome = void | { again: Date };

export interface RunningJob {
  id: number;
  attempts: number;
  /** Keeps the job's lease while a long run is still working. */
  heartbeat(): Promise<void>;
  /** Set when the runner is stopping: a long handler should end its run and ask to run again. */
  stopping: AbortSignal;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobHandler = (payload: any, job: RunningJob) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** How often the queue is looked at when idle. */
  pollMs?: number;
  /** How long a claimed job is held without a heartbeat before another run may take it. */
  leaseMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * The most slots a kind may hold at once (jobs/handlers.ts JOB_KIND_LIMITS): a kind that waits
   * on other servers (webhook deliveries, 10 s each at worst) never takes the slot an email needs.
   * The other kinds are claimed first, oldest first; these fill what is left.
   */
  kindLimits?: Record<string, number>;
}

/** A job as this runner claimed it: its attempt number tells this claim from a later one. */
interface Claim {
  id: number;
  kind: string;
  attempts: number;
}

/** The wait before retry n (1, 2, …): 10 s, 40 s, 90 s … capped at an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000 * attempt * attempt, 3_600_000);
}

/**
 * Runs queued jobs (queue.ts). Several processes on one PostgreSQL database share the queue: a
 * job is claimed with FOR UPDATE SKIP LOCKED, so one process runs it, and a process that dies
 * leaves a lease that lapses, after which the job is claimed again. Handlers must therefore be
 * safe to run twice; the ones here record each piece of work done (a delivery row) and skip it.
 */
export class JobRunner {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly handlers: Record<string, JobHandler>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly kindLimits: Record<string, number>;
  /** Each run in progress, with the claim it holds (its id and the attempt it counts as). */
  private readonly running = new Map<Promise<void>, Claim>();
  private readonly stopController = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.handlers = options.handlers;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.concurrency = options.concurrency ?? 3;
    this.kindLimits = options.kindLimits ?? {};
  }

  /**
   * `reclaimRunning`: jobs marked running belong to no one (the embedded database has one process,
   * so after a restart they are the dead process's): claim them now, not when their lease lapses.
   */
  async start({ reclaimRunning = false } = {}) {
    if (reclaimRunning) {
      await this.db
        .update(jobs)
        .set({ lockedUntil: sql`now()` })
        .where(eq(jobs.status, 'running'));
    }
    this.schedule(0);
  }

  /**
   * Stops claiming jobs and waits for the running ones, which are told to wind down. With
   * `graceMs`, a run still going after that long is handed back to the queue, due now, so another
   * process takes it at once instead of when its lease lapses; the hand-back counts as an attempt,
   * as a lapsed lease does.
   */
  async stop({ graceMs }: { graceMs?: number } = {}) {
    this.stopController.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    const allSettled = Promise.allSettled(this.running.keys());
    if (graceMs === undefined) {
      await allSettled;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const outcome = await Promise.race([allSettled, graceOver]);
    clearTimeout(timer);
    if (outcome === 'late') await this.handBack([...this.running.values()]);
  }

  private async handBack(claims: Claim[]) {
    for (const claim of claims) {
      try {
        await this.db
          .update(jobs)
          .set({ status: 'queued', runAt: sql`now()`, lockedUntil: null })
          .where(this.stillHeld(claim));
        this.logger.info({ jobId: claim.id }, 'job handed back to the queue');
      } catch (error) {
        this.logger.warn({ jobId: claim.id, error: String(error) }, 'job not handed back: taken again when its lease lapses');
      }
    }
  }

  /** The job's row while this claim holds it: not once handed back, nor a later claim by another run. */
  private stillHeld(claim: Claim) {
    return and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), eq(jobs.attempts, claim.attempts));
  }

  /** Runs every job that is due, including those they queue, until none is left (tests, scripts). */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.run(job)));
      ran += claimed.length;
    }
  }

  /** Looks for work now (a job was queued here, or a slot came free) instead of at the next poll. */
  poke() {
    if (this.stopController.signal.aborted || this.ticking) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.stopController.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ticking = this.tick().then((next) => {
        this.ticking = null;
        this.schedule(next);
      });
    }, delayMs);
  }

  /** Claims what the free slots can take; returns when to look again. */
  private async tick(): Promise<number> {
    const free = this.concurrency - this.running.size;
    if (free <= 0) return this.pollMs;
    try {
      const limited = Object.keys(this.kindLimits);
      const claimed = await this.claim(free, limited.length > 0 ? notInArray(jobs.kind, limited) : undefined);
      for (const kind of limited) {
        const running = [...this.running.values()].filter((claim) => claim.kind === kind).length;
        const room = Math.min(free - claimed.length, this.kindLimits[kind]! - running);
        if (room > 0) claimed.push(...(await this.claim(room, eq(jobs.kind, kind))));
      }
      for (const job of claimed) {
        const run: Promise<void> = this.run(job).finally(() => {
          this.running.delete(run);
          this.poke();
        });
        this.running.set(run, { id: job.id, kind: job.kind, attempts: job.attempts });
      }
      return claimed.length === free ? 0 : this.pollMs;
    } catch (error) {
      this.logger.warn({ error: String(error) }, 'job queue not reachable');
      return this.pollMs;
    }
  }

  /** Takes up to `limit` due jobs (of the kinds `which` lets through), oldest first. */
  private async claim(limit: number, which?: SQL) {
    const leaseUntil = sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
          which,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
  }

  private async run(job: { id: number; kind: string; payload: unknown; attempts: number; maxAttempts: number }) {
    const handler = this.handlers[job.kind];
    const running: RunningJob = {
      id: job.id,
      attempts: job.attempts,
      stopping: this.stopController.signal,
      heartbeat: async () => {
        await this.db
          .update(jobs)
          .set({ lockedUntil: sql`now() + ${`${this.leaseMs} milliseconds`}::interval` })
          .where(this.stillHeld(job));
      },
    };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      if (job.attempts > job.maxAttempts) throw new Error('abandoned by its workers too often');
      const outcome = await handler(job.payload, running);
      await this.finish(
        job,
        outcome ? { status: 'queued', runAt: outcome.again, attempts: 0 } : { status: 'done', finishedAt: new Date() },
      );
    } catch (error) {
      const lastError = String((error as Error)?.message ?? error).slice(0, 2000);
      const retry = job.attempts < job.maxAttempts && handler !== undefined;
      this.logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, retry, error: lastError }, 'job failed');
      await this.finish(
        job,
        retry
          ? { status: 'queued', runAt: new Date(Date.now() + retryDelayMs(job.attempts)), lastError }
          : { status: 'failed', finishedAt: new Date(), lastError },
      ).catch((finishError: unknown) => this.logger.error({ jobId: job.id, error: String(finishError) }, 'job state not saved'));
    }
  }

  private async finish(claim: Claim, values: Partial<typeof jobs.$inferInsert>) {
    await this.db
      .update(jobs)
      .set({ ...values, lockedUntil: null })
      .where(this.stillHeld(claim));
  }
}
