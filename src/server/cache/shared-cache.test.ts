import { describe, expect, it, vi } from 'vitest';
import { capturingLogger } from '../../test/logs';
import type { ChangeFeed } from './change-feed';
import { SharedCache } from './shared-cache';
import type { CacheTag } from './tags';

function cacheAt(clock: { now: number }, options: Partial<{ ttlMs: number; maxEntries: number; feed: ChangeFeed }> = {}) {
  return new SharedCache({ ttlMs: 1000, maxEntries: 100, ...options, now: () => clock.now });
}

/** A feed whose other processes the test plays: `hear` delivers their notices. */
function fakeFeed() {
  let listener: Parameters<ChangeFeed['subscribe']>[0] | undefined;
  const published: (readonly CacheTag[])[] = [];
  const feed: ChangeFeed = {
    publish: async (tags) => void published.push(tags),
    subscribe: async (l) => void (listener = l),
  };
  return { feed, published, hear: (tags: CacheTag[]) => listener!.changed(tags), gap: () => listener!.missed() };
}

describe('SharedCache', () => {
  it('loads once and answers the same object until the entry expires', async () => {
    const cache = cacheAt({ now: 0 });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await cache.get('content', 'k', load);
    expect(await cache.get('content', 'k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired entry once more while one load refreshes it', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    await cache.get('forum', 'k', async () => 'old');
    clock.now = 1001;
    expect(cache.peek('k')).toBeUndefined();
    let release!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = await Promise.all([cache.get('forum', 'k', load), cache.get('forum', 'k', load)]);
    expect(answers).toEqual(['old', 'old']);
    expect(load).toHaveBeenCalledTimes(1);
    release('new');
    await vi.waitFor(() => expect(cache.peek('k')).toBe('new'));
    expect(await cache.get('forum', 'k', load)).toBe('new');
  });

  it('keeps answering an expired entry while its refresh fails', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    await cache.get('forum', 'k', async () => 'old');
    clock.now = 1001;
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    expect(await cache.get('forum', 'k', failing)).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(await cache.get('forum', 'k', async () => 'back')).toBe('old');
    await vi.waitFor(() => expect(cache.peek('k')).toBe('back'));
  });

  it('lets entries loaded together come due one by one, within the second half of the TTL', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, { ttlMs: 1000, maxEntries: 200 });
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    for (const key of keys) await cache.get('forum', key, async () => key);
    const fresh = () => keys.filter((key) => cache.peek(key) !== undefined).length;
    clock.now = 499;
    expect(fresh()).toBe(100);
    clock.now = 750;
    expect(fresh()).toBeGreaterThan(0);
    expect(fresh()).toBeLessThan(100);
    clock.now = 1001;
    expect(fresh()).toBe(0);
  });

  it('runs one load for a burst of concurrent reads', async () => {
    const cache = cacheAt({ now: 0 });
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve('value'), 5)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('forum', 'k', load)));
    expect(new Set(answers)).toEqual(new Set(['value']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops only the changed tag, and tells the other processes', async () => {
    const { feed, published } = fakeFeed();
    const cache = cacheAt({ now: 0 }, { feed });
    await cache.get('content', 'post', async () => 'old post');
    await cache.get('forum', 'thread', async () => 'old thread');
    await cache.changed(['forum']);
    expect(published).toEqual([['forum']]);
    expect(cache.peek('thread')).toBeUndefined();
    expect(cache.peek('post')).toBe('old post');
  });

  it('drops what another process changed, and everything after a gap in the feed', async () => {
    const remote = fakeFeed();
    const cache = cacheAt({ now: 0 }, { feed: remote.feed });
    await cache.listen();
    await cache.get('content', 'post', async () => 'post');
    await cache.get('forum', 'thread', async () => 'thread');
    remote.hear(['content']);
    expect(cache.peek('post')).toBeUndefined();
    expect(cache.peek('thread')).toBe('thread');
    remote.gap();
    expect(cache.peek('thread')).toBeUndefined();
  });

  it('never stores what a load read before its tag changed', async () => {
    const cache = cacheAt({ now: 0 });
    let release!: (value: string) => void;
    const stale = cache.get('forum', 'k', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.changed(['forum']);
    release('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await cache.get('forum', 'k', async () => 'fresh')).toBe('fresh');
  });

  it('ignores a value made at a generation that has passed', async () => {
    const cache = cacheAt({ now: 0 });
    const before = cache.generation('content');
    await cache.changed(['content']);
    cache.put('content', 'answer:/api/x', { body: 'old' }, before);
    expect(cache.peek('answer:/api/x')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const cache = cacheAt({ now: 0 });
    await expect(cache.get('content', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('content', 'k', async () => 'recovered')).toBe('recovered');
  });

  it('bounds how many entries request input can create, letting the oldest go', async () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 3 });
    const load = vi.fn(async () => 'v');
    for (const key of ['a', 'b', 'c', 'd']) await cache.get('content', key, load);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('d')).toBe('v');
    expect(cache.peek('b')).toBe('v');
  });

  it('keeps the write answered when the feed fails', async () => {
    const { logger, lines } = capturingLogger();
    const cache = new SharedCache({
      feed: { publish: () => Promise.reject(new Error('database down')), subscribe: async () => {} },
      logger,
    });
    await cache.get('forum', 'k', async () => 'old');
    await expect(cache.changed(['forum'])).resolves.toBeUndefined();
    expect(cache.peek('k')).toBeUndefined();
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });
});
