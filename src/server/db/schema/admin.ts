import { AUDIT_ACTIONS } from '../../../shared/schemas/admin/audit';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who changed what and when: one row per admin write, written in the write's own transaction
 * (audit/record.ts), so a change and its record stand or fall together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was at the time, so the record still reads right after a rename or deletion. */
    actorName: text().notNull(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    /** 'blog_post', 'recipe', 'author', 'resource', 'perk', 'perk_category', 'site_content', 'setting' … */
    entityType: text().notNull(),
    entityId: text().notNull(),
    /** What a person reads in the dashboard: the title or name of the thing changed. */
    label: text().notNull(),
    /** The content before and after the change (null for a create's before, a delete's after). */
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_recent_idx').on(t.createdAt, t.id), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/** Site-wide settings an admin chooses (the heading font, the points rules …), one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
});
