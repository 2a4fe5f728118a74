import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/** Fixed-window counters: per process by default, shared by every process through Redis. */
export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    async close() {},
  };
}

// INCR and the expiry of a new window in one step, so no key is ever left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Counters in Redis (REDIS_URL), shared by every app process behind a load balancer. If Redis
 * can't be reached the request is let through and the failure logged: an outage of the cache
 * must not lock every member out.
 */
export function createRedisRateLimiter(url: string, logger: Logger, keyPrefix = 'mv:rate:'): RateLimiter {
  // Commands wait for the connection, but give up after one reconnect attempt.
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (error: Error) => logger.warn('redis unavailable', { error: error.message }));
  return {
    async hit(key, limit, windowMs) {
      try {
        const count = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as number;
        return count <= limit;
      } catch (error) {
        logger.warn('rate limit not checked: redis unavailable', { key, error: String(error) });
        return true;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
