import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A member's download of her own data (docs/PRODUCT.md "Members and their data"): queued, built
 * by a job into a ZIP among the uploads (`/exports/<name>`: uploads/store.ts), kept 7 days, then the file and the row go (the daily
 * retention job). One a day: the rows of the last 24 hours say whether she may ask again.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['queued', 'ready'] })
      .notNull()
      .default('queued'),
    /** The team member who started it for her (member management); null when she asked herself. */
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The ZIP's name (stored at `/exports/<name>`): random, so a name can't be guessed. */
    fileName: text(),
    createdAt: at().notNull().defaultNow(),
    readyAt: at(),
    expiresAt: at(),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.createdAt), index('account_exports_expires_idx').on(t.expiresAt)],
);

/**
 * Her request to delete her account: waiting for the emailed link (confirmedAt null, the token's
 * hash kept), then scheduled for `deleteAt` (the grace period) unless she presses "Keep my account".
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** hex(sha256(token)) of the emailed link; the token itself is only in the link. */
  tokenHash: text().notNull().unique(),
  content: text({ enum: ['remove', 'anonymise'] }).notNull(),
  requestedAt: at().notNull().defaultNow(),
  /** The link's last moment, while unconfirmed. */
  expiresAt: at().notNull(),
  confirmedAt: at(),
  deleteAt: at(),
});

/** A change of email waiting for the link sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    /** hex(sha256(token)), like password reset tokens. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
