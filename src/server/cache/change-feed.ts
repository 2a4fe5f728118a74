import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { Logger } from '../logger';
import { type CacheTag, isCacheTag } from './tags';

/** How the app processes on one database tell each other which cached tags a write changed. */
export interface ChangeFeed {
  publish(tags: readonly CacheTag[]): Promise<void>;
  /**
   * Hears the changes other processes publish. `missed` is called when the feed reconnects after
   * a gap: whatever was published meanwhile is lost, so everything must be dropped.
   */
  subscribe(listener: { changed(tags: readonly CacheTag[]): void; missed(): void }): Promise<void>;
}

/** One process (the embedded database belongs to one process): nobody else to tell. */
export const localChangeFeed: ChangeFeed = {
  publish: async () => {},
  subscribe: async () => {},
};

export const CHANGE_CHANNEL = 'mama_village_cache';

/**
 * PostgreSQL's own LISTEN/NOTIFY: every app process on the database hears every change within
 * milliseconds, with no other service to run. postgres.js keeps the listening connection apart
 * from its pool and reconnects it by itself.
 */
export function postgresChangeFeed(client: postgres.Sql, logger?: Logger): ChangeFeed {
  // This process's own notices come back to it too; it has dropped those tags already.
  const origin = randomUUID();
  return {
    async publish(tags) {
      await client.notify(CHANGE_CHANNEL, JSON.stringify({ origin, tags }));
    },
    async subscribe(listener) {
      let connected = false;
      await client.listen(
        CHANGE_CHANNEL,
        (payload) => {
          const message = parseMessage(payload);
          if (!message) {
            logger?.warn({ payload: payload.slice(0, 200) }, 'unreadable cache change notice: dropping everything');
            listener.missed();
          } else if (message.origin !== origin) {
            listener.changed(message.tags);
          }
        },
        () => {
          if (connected) listener.missed();
          connected = true;
        },
      );
    },
  };
}

function parseMessage(payload: string): { origin: string; tags: CacheTag[] } | null {
  try {
    const message = JSON.parse(payload) as { origin?: unknown; tags?: unknown };
    if (typeof message.origin !== 'string' || !Array.isArray(message.tags) || !message.tags.every(isCacheTag)) return null;
    return { origin: message.origin, tags: message.tags };
  } catch {
    return null;
  }
}
