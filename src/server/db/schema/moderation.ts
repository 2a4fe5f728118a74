import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_DECISIONS,
  REVIEWED_POST_TYPES,
  type AutoCheckHit,
} from '../../../shared/rules/moderation';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One per reported thread, reply or profile (docs/PRODUCT.md "Moderation"): what the queue lists
 * and a moderator decides. Reports add to it; `version` moves on every change, so a decision made
 * on an older view is refused.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer().notNull(),
    /** Who wrote it (or whose profile it is), for her history of decisions; null once her account is gone. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'kept', 'removed', 'ignored'] })
      .notNull()
      .default('pending'),
    /** Reports from distinct members that count toward hiding (not safety concerns). */
    reportCount: integer().notNull().default(0),
    /** A safety concern among its reports: first in the queue, never hidden for it. */
    safety: boolean().notNull().default(false),
    /** An illegal-content report among them: next after safety. */
    illegal: boolean().notNull().default(false),
    /** What the automatic checks found when it was posted (a hold, a watched word, a safety phrase); [] for reports alone. */
    checks: jsonb().$type<AutoCheckHit[]>().notNull().default([]),
    /** Whether reports hid it (its post's status became `hidden`). */
    hidden: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    firstReportedAt: at().notNull().defaultNow(),
    lastReportedAt: at().notNull().defaultNow(),
    /** Who is looking at it, until when (ITEM_CLAIM_MINUTES): two moderators don't work one item. */
    claimedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    claimedUntil: at(),
    /** The last decision: who, when, and the note she left (for the team only). */
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    /** Which decision it was: `kept` covers keep, edit and lock; the figures count them apart. */
    decision: text({ enum: REVIEW_DECISIONS }),
    decisionNote: text(),
  },
  (t) => [
    uniqueIndex('review_items_target_idx').on(t.targetType, t.targetId),
    index('review_items_queue_idx').on(t.status, t.firstReportedAt),
    index('review_items_author_idx').on(t.authorId, t.status),
    index('review_items_decided_idx').on(t.decidedAt),
  ],
);

/** A member's report: once per member and target; the text as it was when she reported it. */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** Null once the reporter's account is gone: the report still counts for the record. */
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Whether the reporter was on the team: her report hides at once. */
    byStaff: boolean().notNull().default(false),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    note: text(),
    /** The reported text at the time (a thread's title and text, a reply's, a profile's name and bio). */
    snapshot: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_item_idx').on(t.reporterId, t.itemId),
    index('reports_item_idx').on(t.itemId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('reports_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * A reported post's earlier text: when a thread or reply with a review item is edited (by its
 * author or the team), the text before the edit is kept here, so moderators read every version
 * the reports may have been about. Purged with the post (jobs/purge-removed-posts.ts).
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: text({ enum: REVIEWED_POST_TYPES }).notNull(),
    targetId: integer().notNull(),
    /** A thread's title before the edit; null for a reply. */
    title: text(),
    content: text().notNull(),
    /** Who made the edit that replaced this text; null once her account is gone. */
    editedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('post_revisions_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);
