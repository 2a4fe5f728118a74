import { and, eq, gt, sql } from 'drizzle-orm';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { type Logger, silentLogger } from '../logger';
import { nodeTimers, type Timers } from '../timers';

/** A safety net: the next time is read again this often even if no change was heard of. */
export const SCHEDULE_RECHECK_MS = 5 * 60_000;
/** Fired this long after the post's time, so the database's clock has surely passed it. */
export const SCHEDULE_MARGIN_MS = 200;
/** setTimeout's limit (about 24.8 days); a later post is armed again by the recheck. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Milliseconds until the next scheduled post goes live, on the database's clock (the clock
 * blogPostIsLive reads), or null when none is scheduled.
 */
export async function msUntilNextScheduledPost(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from (min(${blogPosts.publishedAt}) - now())) * 1000)::float8` })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, sql`now()`)));
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export interface ScheduledPublishingOptions {
  db: Db;
  cache: SharedCache;
  logger?: Logger;
  timers?: Timers;
  recheckMs?: number;
}

export interface ScheduledPublishing {
  /** Reads the next scheduled time again and sets the timer for it. */
  rearm(): Promise<void>;
  /** Resolves once no read of the next time is under way (for tests: after a change was heard). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * A scheduled post appears at its time with no write to announce it: public content is cached
 * (SharedCache, tag 'content') until something changes it, and the clock passing a post's time
 * changes nothing in the database. So each app process keeps a timer for the next scheduled post
 * and, when it comes, drops the 'content' tag in this process only (every process has its own
 * timer, so nothing needs telling), then arms the next one. The timer is armed again after every
 * content change this process hears of (its own writes and other processes', through the cache),
 * and every few minutes anyway.
 */
export function startScheduledPublishing(options: ScheduledPublishingOptions): ScheduledPublishing {
  const { db, cache } = options;
  const logger = options.logger ?? silentLogger;
  const timers = options.timers ?? nodeTimers;
  let timer: unknown = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const fire = () => {
    timer = null;
    logger.info('scheduled post due: public content read afresh');
    cache.drop(['content']); // heard below: re-arms for the next post
  };

  async function arm(): Promise<void> {
    do {
      again = false;
      let ms: number | null;
      try {
        ms = await msUntilNextScheduledPost(db);
      } catch (error) {
        // The recheck tries again; meanwhile entries still expire within a minute.
        logger.warn({ error: String(error) }, 'scheduled publishing: next time not read');
        return;
      }
      if (stopped) return;
      if (timer !== null) timers.clearTimeout(timer);
      timer = ms === null ? null : timers.setTimeout(fire, Math.min(ms + SCHEDULE_MARGIN_MS, MAX_TIMER_MS));
    } while (again && !stopped);
  }

  function rearm(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A change arrived while reading: read once more when this read ends.
      again = true;
      return running;
    }
    running = arm().finally(() => {
      running = null;
    });
    return running;
  }

  const stopListening = cache.onDrop((tags) => {
    if (tags.includes('content')) void rearm();
  });
  const recheck = timers.setInterval(() => void rearm(), options.recheckMs ?? SCHEDULE_RECHECK_MS);
  void rearm();

  return {
    rearm,
    idle: async () => {
      while (running) await running;
    },
    stop() {
      stopped = true;
      stopListening();
      timers.clearInterval(recheck);
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
