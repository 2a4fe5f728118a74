import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every finished backup (`npm run backup`, the nightly job): what the admin dashboard's "last
 * backup" reads. Restored with the rest, so a restored site still shows the backups made before.
 */
export const backups = pgTable('backups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The archive's file name (the folder is the machine's business). */
  fileName: text().notNull(),
  bytes: bigint({ mode: 'number' }).notNull(),
  /** 'nightly' or 'command'. */
  trigger: text({ enum: ['nightly', 'command'] }).notNull(),
  tables: integer().notNull(),
  rows: bigint({ mode: 'number' }).notNull(),
  finishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
