import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

/** The same behaviour from every implementation. */
function behavesAsARateLimiter(make: () => RateLimiter, windowMs: number, wait: (ms: number) => Promise<void>) {
  const unique = () => `k-${process.pid}-${Math.random().toString(36).slice(2)}`;

  it('allows up to the limit within a window, then refuses until the window ends', async () => {
    const limiter = make();
    const key = unique();
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit(key, 3, windowMs));
    expect(hits).toEqual([true, true, true, false]);
    await wait(windowMs);
    expect(await limiter.hit(key, 3, windowMs)).toBe(true);
  });

  it('keeps keys apart', async () => {
    const limiter = make();
    const [a, b] = [unique(), unique()];
    expect(await limiter.hit(a, 1, windowMs)).toBe(true);
    expect(await limiter.hit(a, 1, windowMs)).toBe(false);
    expect(await limiter.hit(b, 1, windowMs)).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = make();
    const key = unique();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 10, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });
}

describe('memory rate limiter', () => {
  let now = 0;
  behavesAsARateLimiter(
    () => createMemoryRateLimiter(() => now),
    1000,
    async (ms) => {
      now += ms;
    },
  );
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis rate limiter (TEST_REDIS_URL)', () => {
  const limiters: RateLimiter[] = [];
  afterAll(() => Promise.all(limiters.map((l) => l.close())));
  const make = () => {
    const limiter = createRedisRateLimiter(redisUrl!, silentLogger, `mv-test:${process.pid}:`);
    limiters.push(limiter);
    return limiter;
  };
  behavesAsARateLimiter(make, 300, (ms) => new Promise((resolve) => setTimeout(resolve, ms + 50)));

  it('shares counters between processes (two clients)', async () => {
    const [one, two] = [make(), make()];
    const key = `shared-${Math.random()}`;
    expect(await one.hit(key, 1, 60_000)).toBe(true);
    expect(await two.hit(key, 1, 60_000)).toBe(false);
  });
});

describe('redis rate limiter with Redis down', () => {
  it('lets requests through instead of locking everyone out', async () => {
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', silentLogger);
    try {
      expect(await limiter.hit('k', 1, 1000)).toBe(true);
      expect(await limiter.hit('k', 1, 1000)).toBe(true);
    } finally {
      await limiter.close();
    }
  });
});
