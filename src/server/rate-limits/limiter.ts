import { TRPCError } from '@trpc/server';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import type { RateLimit, RateLimitName, RateLimits } from './rules';

/** Where a key stands under a limit after one more attempt: what RateLimit headers tell the caller. */
export interface Quota {
  allowed: boolean;
  /** The limit itself (attempts per window). */
  limit: RateLimit;
  remaining: number;
  /** Seconds until the count starts again. */
  resetSeconds: number;
}

/**
 * The site's rate limits (rules.ts), counted by rate-limiter-flexible: in this
 * process's memory, or in Redis, shared by every app process, with this process's memory
 * standing in while Redis is unreachable (never no limit at all).
 */
export interface RateLimiter {
  /** Counts one attempt by `key` under the named limit; false once the key is over it. */
  consume(name: RateLimitName, key: string): Promise<boolean>;
  /** As consume, answering where the key stands (an API token's RateLimit headers). */
  take(name: RateLimitName, key: string): Promise<Quota>;
  /** Seconds until the key's count starts again (the answer's Retry-After once refused); 0 when it has none. */
  retryAfterSeconds(name: RateLimitName, key: string): Promise<number>;
  /** Forgets the key's attempts (a right password clears the wrong ones). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Whether Redis answers; null when the counters are kept in memory. */
  redisHealth(): Promise<'up' | 'down' | null>;
  close(): Promise<void>;
}

/** What a refusal carries to the transports: the seconds they answer as Retry-After (http/retry-after.ts). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
  }
}

/**
 * Counts one attempt; TOO_MANY_REQUESTS with `message` once `key` is over the named limit, told
 * when to try again (Retry-After, over REST and tRPC alike).
 */
export async function assertWithinLimit(limiter: RateLimiter, name: RateLimitName, key: string, message: string) {
  if (await limiter.consume(name, key)) return;
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(await limiter.retryAfterSeconds(name, key)) });
}

/** The same in every process, so processes sharing one Redis share their counters. */
const KEY_PREFIX = 'mv:rate:';

/** How long a request may wait on Redis before the in-memory counters answer in its place. */
const REDIS_COMMAND_TIMEOUT_MS = 300;

interface Counter {
  consume(key: string): Promise<unknown>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<unknown>;
}

function countersFor(limits: RateLimits, make: (name: RateLimitName, options: CounterOptions) => Counter) {
  const names = Object.keys(limits) as RateLimitName[];
  return Object.fromEntries(
    names.map((name) => [name, make(name, { points: limits[name].attempts, duration: limits[name].windowSeconds })]),
  ) as Record<RateLimitName, Counter>;
}
interface CounterOptions {
  points: number;
  duration: number;
}

function limiterOver(
  limits: RateLimits,
  counters: Record<RateLimitName, Counter>,
  extra: Pick<RateLimiter, 'redisHealth' | 'close'>,
): RateLimiter {
  return {
    async take(name, key) {
      const limit = limits[name];
      let state: RateLimiterRes;
      let allowed = true;
      try {
        state = (await counters[name].consume(key)) as RateLimiterRes;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        state = error;
        allowed = false;
      }
      return {
        allowed,
        limit,
        remaining: Math.max(0, state.remainingPoints),
        resetSeconds: Math.max(allowed ? 0 : 1, Math.ceil(state.msBeforeNext / 1000)),
      };
    },
    async consume(name, key) {
      try {
        await counters[name].consume(key);
        return true;
      } catch (error) {
        // rate-limiter-flexible refuses with the counter's state, and fails with anything else.
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async retryAfterSeconds(name, key) {
      const state = await counters[name].get(key);
      return state ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async reset(name, key) {
      await counters[name].delete(key);
    },
    ...extra,
  };
}

const memoryCounters = (limits: RateLimits, keyPrefix: string) =>
  countersFor(limits, (name, options) => new RateLimiterMemory({ ...options, keyPrefix: `${keyPrefix}${name}` }));

/** Counters in this process's memory: right for a single app process. */
export function createMemoryRateLimiter(limits: RateLimits): RateLimiter {
  return limiterOver(limits, memoryCounters(limits, KEY_PREFIX), { redisHealth: async () => null, close: async () => {} });
}

/**
 * Counters in Redis (REDIS_URL), shared by every app process. A command that can't be sent at
 * once (Redis not connected) or isn't answered within REDIS_COMMAND_TIMEOUT_MS is counted in
 * this process's memory instead, so an outage neither lifts the limits nor holds up a request.
 */
export function createRedisRateLimiter(url: string, limits: RateLimits, logger: Logger, keyPrefix = KEY_PREFIX): RateLimiter {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  // One line per outage, not one per reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ error: error.message }, 'redis unavailable: rate limits counted in this process until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('redis is back: rate limits shared again');
  });
  const insurance = memoryCounters(limits, keyPrefix);
  const counters = countersFor(
    limits,
    (name, options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: `${keyPrefix}${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance[name] as RateLimiterMemory,
      }),
  );
  return limiterOver(limits, counters, {
    async redisHealth() {
      if (redis.status !== 'ready') return 'down';
      return redis.ping().then(
        () => 'up',
        () => 'down',
      );
    },
    async close() {
      redis.disconnect();
    },
  });
}
