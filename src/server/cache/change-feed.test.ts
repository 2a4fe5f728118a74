import postgres from 'postgres';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNEL, postgresChangeFeed } from './change-feed';
import { SharedCache } from './shared-cache';

const serverUrl = process.env.TEST_DATABASE_URL;

// LISTEN/NOTIFY between two connections needs a PostgreSQL server (CI's server-suite run).
describe.skipIf(!serverUrl)('postgresChangeFeed', () => {
  const clients: postgres.Sql[] = [];
  const client = () => {
    const sql = postgres(serverUrl!, { max: 2, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };
  afterAll(async () => {
    await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })));
  });

  async function twoProcesses() {
    const caches = [client(), client()].map((sql) => new SharedCache({ feed: postgresChangeFeed(sql) }));
    await Promise.all(caches.map((cache) => cache.listen()));
    for (const cache of caches) {
      await cache.get('content', 'post', async () => 'post');
      await cache.get('forum', 'thread', async () => 'thread');
    }
    return caches as [SharedCache, SharedCache];
  }

  it("drops another process's copy of what a write changed, and nothing else", async () => {
    const [writer, reader] = await twoProcesses();
    await writer.changed(['forum']);
    await vi.waitFor(() => expect(reader.peek('thread')).toBeUndefined(), { timeout: 1000 });
    expect(reader.peek('post')).toBe('post');
    expect(writer.peek('post')).toBe('post');
  });

  it('drops everything on a notice it cannot read', async () => {
    const [, reader] = await twoProcesses();
    await client().notify(CHANGE_CHANNEL, 'not json');
    await vi.waitFor(() => expect(reader.peek('post')).toBeUndefined(), { timeout: 1000 });
    expect(reader.peek('thread')).toBeUndefined();
  });
});
