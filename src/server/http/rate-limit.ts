/**
 * Fixed-window counters in process memory. One app process is the default deployment; several
 * processes would share counters through Redis (see ARCHITECTURE.md, not wired yet).
 */
export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(key: string, limit: number, windowMs: number): boolean;
  reset(key: string): void;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    hit(key, limit, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
