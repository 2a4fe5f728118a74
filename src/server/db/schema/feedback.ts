import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../../../shared/constants/feedback';
import { users } from './users';

/**
 * Product feedback (PRODUCT.md "Member extras"): what a member sent and where admins' triage
 * has put it. Her feedback goes with her account.
 */
export const productFeedback = pgTable(
  'product_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text({ enum: FEEDBACK_CATEGORIES }).notNull(),
    message: text().notNull(),
    /** A path of this site ('/recipes/x'), or null. */
    pageLink: text(),
    status: text({ enum: FEEDBACK_STATUSES }).notNull().default('new'),
    /** The team's note to the member, given with a status change. */
    adminNote: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When an admin last changed its status; null while nobody has. */
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Her list, newest first, and the 24-hour count behind the daily cap.
    index('product_feedback_member_recent_idx').on(t.userId, t.createdAt, t.id),
    // The admin list: newest first, by status.
    index('product_feedback_status_recent_idx').on(t.status, t.createdAt, t.id),
    index('product_feedback_recent_idx').on(t.createdAt, t.id),
  ],
);
