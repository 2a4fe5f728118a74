import type { Mailer } from '../email/mailer';
import type { RateLimiter } from '../rate-limits/limiter';
import type { Metrics } from './metrics';

/** The mailer, counting what it sent and what failed (the transport's error still reaches the caller). */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.emails.inc({ outcome: 'sent' });
      } catch (error) {
        metrics.emails.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}

/** The rate limiter, counting its refusals by limit. */
export function countedRateLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    ...limiter,
    consume: async (name, key) => {
      const allowed = await limiter.consume(name, key);
      if (!allowed) metrics.rateLimitRefusals.inc({ limit: name });
      return allowed;
    },
    take: async (name, key) => {
      const quota = await limiter.take(name, key);
      if (!quota.allowed) metrics.rateLimitRefusals.inc({ limit: name });
      return quota;
    },
  };
}
