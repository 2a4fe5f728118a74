import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The last Sydney day she was signed in and active ('2026-11-28'): written at most once a day by
     * the session middleware (auth/last-seen.ts), day precision on purpose (no trail of her visits).
     */
    lastSeenOn: date({ mode: 'string' }),
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
    // The team's member list (admin/members): a case-insensitive prefix of the username, display
    // name or email (`lower(x) like 'kat%'`) reads these; text_pattern_ops whatever the collation.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_display_name_prefix_idx').on(sql`lower(${t.displayName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // Its sorts: joined (newest first), last active.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_last_seen_idx').on(t.lastSeenOn.desc().nullsLast(), t.id.desc()),
  ],
);

/**
 * The team's private notes about a member (admin/members/{id}): never shown to her on the site,
 * but part of her own data download; each write audited.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the note still says who wrote it after her account is gone. */
    authorName: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('member_notes_member_idx').on(t.memberId, t.createdAt),
    check('member_notes_body_length', sql`char_length(${t.body}) <= 2000`),
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
