import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('createMemoryRateLimiter', () => {
  it('allows up to the limit within a window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    const hits = Array.from({ length: 4 }, () => limiter.hit('k', 3, 1000));
    expect(hits).toEqual([true, true, true, false]);
    now = 999;
    expect(limiter.hit('k', 3, 1000)).toBe(false);
    now = 1000;
    expect(limiter.hit('k', 3, 1000)).toBe(true);
  });

  it('keeps keys apart and can reset one', () => {
    const limiter = createMemoryRateLimiter(() => 0);
    expect(limiter.hit('a', 1, 1000)).toBe(true);
    expect(limiter.hit('a', 1, 1000)).toBe(false);
    expect(limiter.hit('b', 1, 1000)).toBe(true);
    limiter.reset('a');
    expect(limiter.hit('a', 1, 1000)).toBe(true);
  });
});
