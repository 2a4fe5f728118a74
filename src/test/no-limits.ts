import type { RateLimiter } from '../server/rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../server/rate-limits/rules';

/** A rate limiter that lets everything through: for sweeps and benches that call far past the limits. */
export const noLimits: RateLimiter = {
  consume: async () => true,
  take: async (name) => ({
    allowed: true,
    limit: DEFAULT_RATE_LIMITS[name],
    remaining: DEFAULT_RATE_LIMITS[name].attempts,
    resetSeconds: 0,
  }),
  retryAfterSeconds: async () => 0,
  reset: async () => {},
  redisHealth: async () => null,
  close: async () => {},
};
