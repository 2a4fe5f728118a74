import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPost } from '../../test/content-factories';
import { rawRows, useTestDb } from '../../test/db';
import type { Timers } from '../content/scheduled-publishing';
import { EMBEDDED_MAINTENANCE_FIRST_MS, EMBEDDED_MAINTENANCE_MS, maintainEmbeddedDatabase, startEmbeddedMaintenance } from './maintenance';

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

  it('runs soon after start, then hourly, until stopped', () => {
    const timeouts = new Set<number>();
    const intervals = new Set<number>();
    let id = 0;
    const timers: Timers = {
      setTimeout: (_callback, ms) => (timeouts.add(ms), ++id),
      clearTimeout: () => timeouts.clear(),
      setInterval: (_callback, ms) => (intervals.add(ms), ++id),
      clearInterval: () => intervals.clear(),
    };
    const maintenance = startEmbeddedMaintenance({ db: t.db, timers });
    expect([...timeouts, ...intervals]).toEqual([EMBEDDED_MAINTENANCE_FIRST_MS, EMBEDDED_MAINTENANCE_MS]);
    maintenance.stop();
    expect(timeouts.size + intervals.size).toBe(0);
  });
});
