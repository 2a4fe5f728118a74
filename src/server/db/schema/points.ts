import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { POINT_SOURCE_TYPES, LEDGER_ACTIONS } from '../../../shared/constants/gamification';
import { users } from './users';

/**
 * The points ledger (PRODUCT.md "Points, levels, giveaways"): every award, reversal and admin
 * grant is a row, never updated; a member's points are sums of her rows. Amounts are hundredths.
 * The partial unique indexes are the anti-farming rules that concurrency must not break.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text({ enum: LEDGER_ACTIONS }).notNull(),
    /** What earned it: the thread, the reply, the liked item. No foreign key: content goes, rows stay. */
    sourceType: text({ enum: POINT_SOURCE_TYPES }),
    sourceId: integer(),
    amount: integer().notNull(),
    /** A reversal's row it takes back. */
    reversesId: integer().references((): AnyPgColumn => pointsLedger.id, { onDelete: 'cascade' }),
    /** The admin who granted or deducted. */
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** For the member's receipts: the thread's title, the admin's reason. */
    note: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Lifetime and monthly sums, and the receipts, read only this index.
    index('points_ledger_member_time_idx').on(t.userId, t.createdAt, t.amount),
    index('points_ledger_source_idx').on(t.sourceType, t.sourceId),
    // A like earns once per member and item, ever (unliking and liking again earns nothing).
    uniqueIndex('points_ledger_like_once_idx')
      .on(t.userId, t.sourceType, t.sourceId)
      .where(sql`action = 'like'`),
    // A thread, reply or comment earns its author points once.
    uniqueIndex('points_ledger_content_once_idx')
      .on(t.sourceType, t.sourceId)
      .where(sql`action in ('thread', 'reply', 'comment')`),
    uniqueIndex('points_ledger_reversal_once_idx')
      .on(t.reversesId)
      .where(sql`reverses_id is not null`),
  ],
);

/**
 * Each member's points per Australia/Sydney month ('2026-11'), kept in step with the ledger in the
 * same transaction as every row (gamification/ledger.ts): a member's stats sum a dozen of these
 * rather than thousands of ledger rows. The ledger stays the record; this is its running total.
 */
export const pointsMonthly = pgTable(
  'points_monthly',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    amount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index('points_monthly_month_idx').on(t.month)],
);
