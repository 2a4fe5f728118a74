import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPerkCurrent } from '../../shared/lib/perk-expiry';
import { createTestPerk } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { perks } from '../db/schema';
import { perkIsCurrent, perkIsExpired } from './current';

const t = useTestDb();

const HOUR = 60 * 60 * 1000;

describe('perkIsCurrent', () => {
  it('says what isPerkCurrent says, on the database clock, down to an expiry exactly now', async () => {
    const found = await t.db.transaction(async (tx) => {
      // now() is the transaction's start, the same in every statement below.
      const never = await createTestPerk(tx, { expiryDate: null });
      const [clock] = await tx
        .select({ now: sql<Date>`now()`.mapWith(perks.expiryDate) })
        .from(perks)
        .where(eq(perks.id, never.id));
      const now = clock!.now;
      const ids = [never.id];
      for (const offset of [HOUR, -HOUR, 1]) ids.push((await createTestPerk(tx, { expiryDate: new Date(now.getTime() + offset) })).id);
      const endsNow = await createTestPerk(tx);
      await tx
        .update(perks)
        .set({ expiryDate: sql`now()` })
        .where(eq(perks.id, endsNow.id));
      ids.push(endsNow.id);
      const rows = await tx
        .select({ expiry: perks.expiryDate, current: sql<boolean>`${perkIsCurrent}`, expired: sql<boolean>`${perkIsExpired}` })
        .from(perks)
        .where(inArray(perks.id, ids))
        .orderBy(perks.id);
      return { now, rows };
    });
    expect(found.rows.map((row) => row.current)).toEqual([true, true, false, true, false]);
    for (const row of found.rows) {
      expect(row.current).toBe(isPerkCurrent(row.expiry, found.now));
      expect(row.expired).toBe(!row.current);
    }
  });
});
