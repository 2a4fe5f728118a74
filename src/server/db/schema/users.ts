import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/rules/roles';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: ROLES }).notNull().default('member'),
    /** Derived, never written: the spec's `isAdmin`, kept as a column for the queries that filter by it. */
    isAdmin: boolean()
      .notNull()
      .generatedAlwaysAs(sql`role = 'admin'`),
    avatar: text(),
    /** Shown in the community instead of the username when set. */
    displayName: text(),
    bio: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Unique regardless of case: "Kate" and "kate" are the same member.
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('member', 'moderator', 'admin')`),
    // The team is a handful of rows among every member: members' relation lists name them.
    index('users_team_idx')
      .on(t.id)
      .where(sql`${t.role} <> 'member'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** hex(sha256(token)): the token itself is only ever in the member's cookie. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** hex(sha256(token)), like sessions: the token itself is only in the emailed link. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
