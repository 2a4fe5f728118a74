import { describe, expect, it, vi } from 'vitest';
import { ContentCache } from './cache';

function cacheAt(clock: { now: number }, options: Partial<{ ttlMs: number; maxEntries: number }> = {}) {
  return new ContentCache({ ttlMs: 1000, maxEntries: 100, ...options, now: () => clock.now });
}

describe('ContentCache', () => {
  it('loads once and answers the same object until the entry expires', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await cache.get('k', load);
    expect(await cache.get('k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 1001;
    expect(await cache.get('k', load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs one load for a burst of concurrent reads', async () => {
    const cache = cacheAt({ now: 0 });
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve('value'), 5)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set(['value']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops everything on invalidate, and never stores what a load read before it', async () => {
    const cache = cacheAt({ now: 0 });
    let release!: (value: string) => void;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = cacheAt({ now: 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('bounds how many entries request input can create', async () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 3 });
    const load = vi.fn(async () => 'v');
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
