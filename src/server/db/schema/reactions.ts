import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_TYPES } from '../../../shared/constants/reactions';
import { users } from './users';

/**
 * Reactions: members' likes and saved items. They point at an item by (contentType, contentId)
 * with no foreign key (four tables can be pointed at); reactions/content-targets.ts is the one
 * place that knows where each type lives.
 */

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per member and item, enforced here: concurrent likes by one member count once. */
export const likes = pgTable(
  'likes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    contentType: text({ enum: CONTENT_TYPES }).notNull(),
    contentId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_member_item_idx').on(t.userId, t.contentType, t.contentId),
    index('likes_item_idx').on(t.contentType, t.contentId),
  ],
);

export const savedItems = pgTable(
  'saved_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    contentType: text({ enum: CONTENT_TYPES }).notNull(),
    contentId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_items_member_item_idx').on(t.userId, t.contentType, t.contentId),
    index('saved_items_member_recent_idx').on(t.userId, t.createdAt, t.id),
  ],
);
