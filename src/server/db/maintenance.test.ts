import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPost } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { fakeTimers } from '../../test/fake-timers';
import { rawRows } from './client';
import {
  checkpointEmbeddedDatabase,
  EMBEDDED_CHECKPOINT_MS,
  EMBEDDED_MAINTENANCE_MS,
  maintainEmbeddedDatabase,
  startEmbeddedMaintenance,
} from './maintenance';

const t = useTestDb();

const tableState = async () => {
  const [row] = await rawRows<{ reltuples: number; relallvisible: number }>(
    t.db,
    sql`select reltuples::float8 as reltuples, relallvisible from pg_class where relname = 'search_documents'`,
  );
  return row!;
};

// The embedded database's own upkeep (index.ts starts it on PGlite only). On the PostgreSQL test
// server a CHECKPOINT flushes every test database's pages and can outlast the 3 s statement bound.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database maintenance', () => {
  it('analyses the tables and marks their settled pages all-visible, as autovacuum would', async () => {
    for (let i = 0; i < 3; i++) await createTestPost(t.db, { title: `Post ${i}` });
    await maintainEmbeddedDatabase(t.db);
    const state = await tableState();
    expect(Number(state.reltuples)).toBe(3);
    expect(Number(state.relallvisible)).toBeGreaterThan(0);
  });

  it('writes a checkpoint, so the write-ahead log before it can be recycled', async () => {
    const redo = async () =>
      (await rawRows<{ lsn: string }>(t.db, sql`select (redo_lsn - '0/0'::pg_lsn)::text as lsn from pg_control_checkpoint()`))[0]!.lsn;
    await createTestPost(t.db, { title: 'Written after the last checkpoint' });
    const before = BigInt(await redo());
    await checkpointEmbeddedDatabase(t.db);
    expect(BigInt(await redo())).toBeGreaterThan(before);
  });

  it('analyses the tables never analysed at start, then runs hourly (checkpoints every 5 minutes) until stopped', async () => {
    await t.db.execute(sql`create table maintenance_probe (id integer)`);
    try {
      const unanalysed = async () =>
        (
          await rawRows<{ name: string }>(
            t.db,
            sql`select relname as name from pg_class where relname = 'maintenance_probe' and reltuples < 0`,
          )
        ).length;
      expect(await unanalysed()).toBe(1);
      const clock = fakeTimers();
      const maintenance = await startEmbeddedMaintenance({ db: t.db, timers: clock.timers });
      expect(await unanalysed()).toBe(0);
      expect(clock.intervals()).toEqual([EMBEDDED_MAINTENANCE_MS, EMBEDDED_CHECKPOINT_MS]);
      maintenance.stop();
      expect(clock.intervals()).toEqual([]);
    } finally {
      await t.db.execute(sql`drop table maintenance_probe`);
    }
  });
});
