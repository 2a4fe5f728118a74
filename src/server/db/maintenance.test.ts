import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPost } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { rawRows } from './client';
import { EMBEDDED_MAINTENANCE_MS, maintainEmbeddedDatabase, startEmbeddedMaintenance } from './maintenance';

const t = useTestDb();

const tableState = async () => {
  const [row] = await rawRows<{ reltuples: number; relallvisible: number }>(
    t.db,
    sql`select reltuples::float8 as reltuples, relallvisible from pg_class where relname = 'search_documents'`,
  );
  return row!;
};

describe('embedded database maintenance', () => {
  it('analyses the tables and marks their settled pages all-visible, as autovacuum would', async () => {
    for (let i = 0; i < 3; i++) await createTestPost(t.db, { title: `Post ${i}` });
    await maintainEmbeddedDatabase(t.db);
    const state = await tableState();
    expect(Number(state.reltuples)).toBe(3);
    expect(Number(state.relallvisible)).toBeGreaterThan(0);
  });

  it('runs hourly until stopped', () => {
    const intervals = new Set<number>();
    const timers = {
      setTimeout: () => 0,
      clearTimeout: () => {},
      setInterval: (_callback: () => void, ms: number) => (intervals.add(ms), 1),
      clearInterval: () => intervals.clear(),
    };
    const maintenance = startEmbeddedMaintenance({ db: t.db, timers });
    expect([...intervals]).toEqual([EMBEDDED_MAINTENANCE_MS]);
    maintenance.stop();
    expect(intervals.size).toBe(0);
  });
});
