import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A month's giveaway (PRODUCT.md "Points, levels, giveaways"). The seed is drawn when it is
 * created and stays secret (only its hash is shown) until the draw freezes the entrant list.
 */
export const giveaways = pgTable('giveaways', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The Sydney month whose entries it draws from: 'YYYY-MM'. */
  month: text().notNull().unique(),
  prize: text().notNull(),
  description: text().notNull().default(''),
  value: text().notNull().default(''),
  image: text(),
  terms: text().notNull(),
  claimDays: integer().notNull(),
  seed: text().notNull(),
  seedHash: text().notNull(),
  /** Frozen at the draw: `userId:entries` lines (shared/lib/giveaway-draw.ts), and its SHA-256. */
  entrantList: text(),
  listHash: text(),
  /** The frozen list's length, so pages that show it never load the list itself. */
  entrantCount: integer(),
  drawnAt: timestamp({ withTimezone: true, mode: 'date' }),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Each round's winner: round 1 is the draw, 2, 3 … redraws of an unclaimed prize. The member id
 * has no foreign key: a draw's record outlives an account (the username is kept with it).
 */
export const giveawayWinners = pgTable(
  'giveaway_winners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    giveawayId: integer()
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    userId: integer().notNull(),
    username: text().notNull(),
    drawnAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimBy: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    claimedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('giveaway_winners_round_idx').on(t.giveawayId, t.round)],
);
