import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../test/db';
import { jsonRequest, testApp } from '../test/server';
import { silentLogger } from './logger';
import { createRedisRateLimiter } from './rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from './rate-limits/rules';

const t = useTestDb();

describe('with REDIS_URL unreachable', () => {
  const limiter = createRedisRateLimiter('redis://127.0.0.1:1', DEFAULT_RATE_LIMITS, silentLogger);
  afterAll(() => limiter.close());

  it('health says Redis is down and the site still serves', async () => {
    const res = await testApp(t.db, { rateLimiter: limiter }).request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('logins answer at once and stay limited, counted in this process', async () => {
    const app = testApp(t.db, { rateLimiter: limiter });
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await app.request('/api/login', jsonRequest('POST', { username: `nobody_${i}`, password: 'a-guess' }))).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('with Redis up (TEST_REDIS_URL)', () => {
  const limiter = createRedisRateLimiter(redisUrl!, DEFAULT_RATE_LIMITS, silentLogger, `mv-test:${process.pid}`);
  afterAll(() => limiter.close());

  it('health says so', async () => {
    const app = testApp(t.db, { rateLimiter: limiter });
    await vi.waitFor(async () => {
      const res = await app.request('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });
  });
});
