import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './limiter';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rules';

/** Three attempts a second under one name, one under another. */
const LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  loginPerAddress: { attempts: 3, windowSeconds: 1 },
  registerPerAddress: { attempts: 1, windowSeconds: 60 },
};
const unique = () => `k-${process.pid}-${Math.random().toString(36).slice(2)}`;

/** The same behaviour from every implementation. */
function behavesAsARateLimiter(make: () => RateLimiter, wait: (ms: number) => Promise<void>) {
  it('allows up to the limit within a window, then refuses until the window ends', async () => {
    const limiter = make();
    const key = unique();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.consume('loginPerAddress', key));
    expect(answers).toEqual([true, true, true, false]);
    await wait(1000);
    expect(await limiter.consume('loginPerAddress', key)).toBe(true);
  });

  it('keeps keys apart, and each limit is its own key space', async () => {
    const limiter = make();
    const [a, b] = [unique(), unique()];
    expect(await limiter.consume('registerPerAddress', a)).toBe(true);
    expect(await limiter.consume('registerPerAddress', a)).toBe(false);
    expect(await limiter.consume('registerPerAddress', b)).toBe(true);
    expect(await limiter.consume('loginPerAddress', a)).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = make();
    const key = unique();
    expect(await limiter.consume('registerPerAddress', key)).toBe(true);
    await limiter.reset('registerPerAddress', key);
    expect(await limiter.consume('registerPerAddress', key)).toBe(true);
    expect(await limiter.consume('registerPerAddress', key)).toBe(false);
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = make();
    const key = unique();
    const answers = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('loginPerAddress', key)));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });
}

describe('memory rate limiter', () => {
  afterEach(() => vi.useRealTimers());
  behavesAsARateLimiter(
    () => {
      vi.useFakeTimers();
      return createMemoryRateLimiter(LIMITS);
    },
    async (ms) => {
      await vi.advanceTimersByTimeAsync(ms + 1);
    },
  );

  it('has no Redis to report on', async () => {
    expect(await createMemoryRateLimiter(LIMITS).redisHealth()).toBeNull();
  });
});

const limiters: RateLimiter[] = [];
afterAll(() => Promise.all(limiters.map((l) => l.close())));
function redisLimiter(url: string, keyPrefix = `mv-test:${process.pid}:`) {
  const limiter = createRedisRateLimiter(url, LIMITS, silentLogger, keyPrefix);
  limiters.push(limiter);
  return limiter;
}

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis rate limiter (TEST_REDIS_URL)', () => {
  const ready = async () => {
    const limiter = redisLimiter(redisUrl!);
    await vi.waitFor(async () => expect(await limiter.redisHealth()).toBe('up'));
    return limiter;
  };
  let first: RateLimiter;
  beforeAll(async () => {
    first = await ready();
  });
  behavesAsARateLimiter(
    () => first,
    (ms) => new Promise((resolve) => setTimeout(resolve, ms + 50)),
  );

  it('shares counters between processes (two clients)', async () => {
    const two = await ready();
    const key = unique();
    expect(await first.consume('registerPerAddress', key)).toBe(true);
    expect(await two.consume('registerPerAddress', key)).toBe(false);
  });
});

describe('redis rate limiter with Redis unreachable', () => {
  it('counts in memory instead: still limited, and says Redis is down', async () => {
    const limiter = redisLimiter('redis://127.0.0.1:1');
    const key = unique();
    expect(await limiter.consume('registerPerAddress', key)).toBe(true);
    expect(await limiter.consume('registerPerAddress', key)).toBe(false);
    expect(await limiter.redisHealth()).toBe('down');
  });

  describe('when Redis is connected but stops answering', () => {
    // Answers the handshake and the ready check, then nothing: a Redis that hangs once connected.
    const HANDSHAKE: Record<string, string> = {
      hello: "-ERR unknown command 'hello'\r\n",
      client: '+OK\r\n',
      info: '$11\r\nloading:0\r\n\r\n',
    };
    let hanging: Server;
    const sockets: Socket[] = [];
    const received: string[] = [];
    beforeAll(async () => {
      hanging = createServer((socket) => {
        sockets.push(socket);
        socket.on('data', (data) => {
          for (const [, command] of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n(\w+)/g)) {
            received.push(command!.toLowerCase());
            const reply = HANDSHAKE[command!.toLowerCase()];
            if (reply) socket.write(reply);
          }
        });
      }).listen(0, '127.0.0.1');
      await once(hanging, 'listening');
    });
    afterAll(() => {
      for (const socket of sockets) socket.destroy();
      hanging.close();
    });

    it('does not hold the request: the in-memory counters answer', { timeout: 5000 }, async () => {
      const limiter = redisLimiter(`redis://127.0.0.1:${(hanging.address() as AddressInfo).port}`);
      const key = unique();
      // The health check pings only a connection that is ready.
      await vi.waitFor(async () => {
        expect(await limiter.redisHealth()).toBe('down');
        expect(received).toContain('ping');
      });
      expect(await limiter.consume('registerPerAddress', key)).toBe(true);
      expect(await limiter.consume('registerPerAddress', key)).toBe(false);
      expect(received).toContain('evalsha');
    });
  });
});
