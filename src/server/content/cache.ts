/**
 * Public content that every visitor reads the same way, kept in memory so a page view does not
 * cost a database query: one PGlite query per request caps a route near 2,300 requests a second,
 * where the bare server does twenty times that.
 *
 * Entries are dropped all at once when an admin changes content (`invalidate`), and after
 * `ttlMs` anyway, so a second process writing to the same PostgreSQL is seen within that time.
 * Nothing that depends on who is signed in may go through here.
 */
export class ContentCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by invalidate: a load that started before it must not store what it read. */
  private currentGeneration = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: 60_000,
      maxEntries: 2_000,
    },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The cached value for `key`, or what `load` gives (one load at a time per key: a burst of
   * requests after an invalidation runs the query once). The same object is returned until it is
   * dropped, so callers may memoise work on it (the REST layer keeps its JSON and ETag).
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.currentGeneration;
    const promise = load().then(
      (value) => {
        if (generation === this.currentGeneration) {
          this.store(key, value);
        }
        return value;
      },
    );
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    }
  }

  private store(key: string, value: unknown) {
    // Keys come from request input (cursors, slugs): bound the memory a caller can make us use.
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  /** Changes at every invalidate: read it before work whose result you mean to `put`. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The value under `key`, if there is one and it is still fresh; never loads. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? (entry.value as T) : undefined;
  }

  /** Keeps a value derived from content read at `generation`; dropped if content changed since. */
  put(key: string, value: unknown, generation: number): void {
    if (generation === this.currentGeneration) this.store(key, value);
  }

  /** Called after every admin change to content: the next reads see it. */
  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
