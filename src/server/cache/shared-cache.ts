import type { Logger } from '../logger';
import { type ChangeFeed, localChangeFeed } from './change-feed';
import { CACHE_TAGS, type CacheTag } from './tags';

interface Entry {
  value: unknown;
  tags: readonly CacheTag[];
  expiresAt: number;
}

/** What an entry is made of: one tag, or several (a server-rendered page shows content and the forum). */
export type CacheTags = CacheTag | readonly CacheTag[];

const tagList = (tags: CacheTags): readonly CacheTag[] => (typeof tags === 'string' ? [tags] : tags);

export interface SharedCacheOptions {
  /** A safety net only: changes drop entries at once, in every process. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** How this process hears of other processes' writes (PostgreSQL NOTIFY); local by default. */
  feed?: ChangeFeed;
  logger?: Logger;
  /**
   * Told of each lookup, for /metrics: of a whole answer (peek: a hit; put: a miss, made and kept)
   * or of data (get: found, or loaded).
   */
  onLookup?: (layer: 'answer' | 'data', result: 'hit' | 'miss') => void;
}

/**
 * The one cache of answers that every visitor reads alike (public content, the forum's pages),
 * kept in memory so a page view costs no database query: one PGlite query per request caps a
 * route near 2,300 requests a second, where the bare server does twenty times that.
 *
 * Entries are dropped by tag when a write declares it changed that tag, in this process at once
 * and in every other process when the change feed tells it. Nothing that depends on who is
 * signed in may go through here.
 */
export class SharedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { promise: Promise<unknown>; tags: readonly CacheTag[] }>();
  /** Bumped when a tag changes: a load that started before must not store what it read. */
  private readonly generations = new Map<CacheTag, number>(CACHE_TAGS.map((tag) => [tag, 0]));
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly feed: ChangeFeed;
  private readonly dropListeners = new Set<(tags: readonly CacheTag[]) => void>();

  constructor(private readonly options: SharedCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.now = options.now ?? Date.now;
    this.feed = options.feed ?? localChangeFeed;
  }

  /** Starts hearing other processes' changes; a gap in the feed (a reconnect) drops everything. */
  listen(): Promise<void> {
    return this.feed.subscribe({ changed: (tags) => this.drop(tags), missed: () => this.drop(CACHE_TAGS) });
  }

  /**
   * The value under `key`, or what `load` gives (one load at a time per key: a burst of requests
   * after a change runs the query once). The same object is returned until it is dropped, so
   * callers may memoise work on it (the REST layer keeps its JSON and ETag).
   */
  async get<T>(tag: CacheTag, key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    this.options.onLookup?.('data', entry ? 'hit' : 'miss');
    if (entry) {
      // Past its time, but no write has changed it (a write deletes it): answered once more
      // while one load refreshes it in the background. Entries loaded together expire together,
      // and a busy forum's pages must not all wait on the database at that moment.
      if (entry.expiresAt <= this.now() && !this.loading.has(key)) this.load(tag, key, load).catch(() => {});
      return entry.value as T;
    }
    return (this.loading.get(key)?.promise as Promise<T> | undefined) ?? this.load(tag, key, load);
  }

  /** One load at a time per key; what it reads is kept unless `tag` changed meanwhile. */
  private load<T>(tag: CacheTag, key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation(tag);
    const promise = load()
      .then((value) => {
        this.keep(tag, key, value, generation);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, tags: tagList(tag) });
    return promise;
  }

  /**
   * The value under `key` if it is still fresh; never loads. An expired entry stays for get()
   * to answer while it refreshes (a kept answer past its time is made again from that).
   */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    this.options.onLookup?.('answer', 'hit');
    return entry.value as T;
  }

  /** Changes whenever one of `tags` does: read it before work whose result you mean to `put`. */
  generation(tags: CacheTags): number {
    let sum = 0;
    for (const tag of tagList(tags)) sum += this.generations.get(tag)!;
    return sum;
  }

  /** Keeps a value made from data read at `generation`; ignored if one of `tags` changed since. */
  put(tags: CacheTags, key: string, value: unknown, generation: number): void {
    this.options.onLookup?.('answer', 'miss');
    this.keep(tags, key, value, generation);
  }

  private keep(tags: CacheTags, key: string, value: unknown, generation: number): void {
    if (generation !== this.generation(tags)) return;
    // Keys come from request input (cursors, ids): bound the memory a caller can make us use by
    // letting the oldest entry go.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // Somewhere in the second half of the TTL: entries loaded together (a burst of first views)
    // then come due one by one, not all in the same second.
    this.entries.set(key, { value, tags: tagList(tags), expiresAt: this.now() + this.ttlMs * (1 - Math.random() / 2) });
  }

  /** A write changed `tags`: this process drops them now, and every other one hears of it. */
  async changed(tags: readonly CacheTag[]): Promise<void> {
    if (tags.length === 0) return;
    this.drop(tags);
    try {
      await this.feed.publish(tags);
    } catch (error) {
      // The write itself succeeded; other processes catch up when their feed reconnects or the
      // entries expire.
      this.options.logger?.error({ tags, error: String(error) }, 'cache change not published');
    }
  }

  /** Drops every entry, and every load under way, of these tags in this process. */
  drop(tags: readonly CacheTag[]): void {
    for (const tag of tags) this.generations.set(tag, this.generation(tag) + 1);
    const dropped = new Set(tags);
    const isDropped = (entryTags: readonly CacheTag[]) => entryTags.some((tag) => dropped.has(tag));
    for (const [key, entry] of this.entries) if (isDropped(entry.tags)) this.entries.delete(key);
    for (const [key, pending] of this.loading) if (isDropped(pending.tags)) this.loading.delete(key);
    for (const listener of this.dropListeners) {
      try {
        listener(tags);
      } catch (error) {
        this.options.logger?.error({ tags, error: String(error) }, 'cache drop listener failed');
      }
    }
  }

  /**
   * Calls `listener` after every drop in this process: a write here, another process's write
   * heard from the feed, a reconnect. Answers the function that stops it.
   */
  onDrop(listener: (tags: readonly CacheTag[]) => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }
}
