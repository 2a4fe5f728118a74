import { sql } from 'drizzle-orm';
import { sydneyMonthOf } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import { pointsLedger, pointsMonthly } from '../db/schema';

export type LedgerRow = typeof pointsLedger.$inferInsert & { createdAt: Date };

/**
 * The one way rows enter the points ledger: inserted (a row a partial unique index refuses is left
 * out, which is how an award can't be given twice), and each inserted row's amount added to its
 * member's total for that Sydney month, in the caller's transaction.
 */
export async function writeLedgerRows(tx: Db, rows: LedgerRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(pointsLedger)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: pointsLedger.userId, amount: pointsLedger.amount, createdAt: pointsLedger.createdAt });
  const totals = new Map<string, { userId: number; month: string; amount: number }>();
  for (const row of inserted) {
    const month = sydneyMonthOf(row.createdAt);
    const key = `${row.userId}:${month}`;
    const total = totals.get(key) ?? { userId: row.userId, month, amount: 0 };
    total.amount += row.amount;
    totals.set(key, total);
  }
  if (totals.size > 0) {
    await tx
      .insert(pointsMonthly)
      .values([...totals.values()])
      .onConflictDoUpdate({
        target: [pointsMonthly.userId, pointsMonthly.month],
        set: { amount: sql`${pointsMonthly.amount} + excluded.amount` },
      });
  }
  return inserted.length;
}
