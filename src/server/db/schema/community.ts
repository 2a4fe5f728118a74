import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/constants/community';
import { POST_STATUSES } from '../../../shared/rules/moderation';
import { RELATION_KINDS } from '../../../shared/rules/relations';
import { users } from './users';

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/**
 * A post's author: when her account goes, her posts stay, by a former member (null), so other
 * mums' replies in her threads, and the points they earned, are never taken with it.
 */
const postAuthorId = () => integer().references(() => users.id, { onDelete: 'set null' });
/** Where a post stands (shared/rules/moderation.ts), and who took it down when. */
const moderationColumns = () => ({
  status: text({ enum: POST_STATUSES }).notNull().default('published'),
  removedAt: timestamp({ withTimezone: true, mode: 'date' }),
  removedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  /** Set when a moderator changed the text: the post says "Edited by a moderator". */
  moderatorEditedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

// Indexes are ascending: PostgreSQL reads them backwards for the newest-first lists. An index
// declared DESC is DESC NULLS LAST, which a plain `ORDER BY … DESC` (NULLS FIRST) can't use.

export const forumTopics = pgTable('forum_topics', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  /** Topics are listed by position, then name. */
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer()
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'restrict' }),
    authorId: postAuthorId(),
    title: text().notNull(),
    content: text().notNull(),
    pinned: boolean().notNull().default(false),
    locked: boolean().notNull().default(false),
    /** The team's note shown under a thread it locked (the queue's "lock with a support note"); null otherwise. */
    lockNote: text(),
    viewCount: integer().notNull().default(0),
    /** Kept by the reply writes in the same transaction, so lists and stats never count rows. */
    replyCount: integer().notNull().default(0),
    /** The newest reply's time, or createdAt: topic lists sort by it. */
    lastActivityAt: createdAt(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    ...moderationColumns(),
  },
  (t) => [
    check('forum_threads_status_check', sql`${t.status} in ('published', 'held', 'hidden', 'removed')`),
    index('forum_threads_recent_idx').on(t.createdAt, t.id),
    index('forum_threads_topic_idx').on(t.topicId, t.pinned, t.lastActivityAt, t.id),
    index('forum_threads_author_idx').on(t.authorId, t.createdAt),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    authorId: postAuthorId(),
    content: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    ...moderationColumns(),
  },
  (t) => [
    check('forum_replies_status_check', sql`${t.status} in ('published', 'held', 'hidden', 'removed')`),
    index('forum_replies_thread_idx').on(t.threadId, t.createdAt, t.id),
    index('forum_replies_author_idx').on(t.authorId, t.createdAt),
    index('forum_replies_created_idx').on(t.createdAt),
  ],
);

/** Who viewed a thread and when it was last counted: a visit counts once, not every refresh. */
export const forumThreadViews = pgTable(
  'forum_thread_views',
  {
    threadId: integer()
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    /** `u:<userId>` for members, `v:<hash of address and browser>` for visitors. */
    viewerKey: text().notNull(),
    countedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.viewerKey] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    content: text().notNull().default(''),
    link: text(),
    isRead: boolean().notNull().default(false),
    /** What caused it (`reply:42`, `thread:7`, `announcement:3`): one notification per event per member. */
    eventKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_member_event_idx').on(t.userId, t.eventKey),
    index('notifications_member_recent_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_member_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

/** The notification types a member turned off; every type is on until a row says otherwise. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: userId(),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * A member's mute or block of another member (shared/rules/relations.ts), in force until `until`
 * (null: until she undoes it). An expired row counts as absent wherever it is read, so nothing
 * has to sweep them; muting again updates the row. Either member's account going takes it along.
 */
export const memberRelations = pgTable(
  'member_relations',
  {
    userId: userId(),
    otherId: userId(),
    kind: text({ enum: RELATION_KINDS }).notNull(),
    until: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Her list, and notify()'s lookup of recipients and the one who acted, read this key's prefix.
    primaryKey({ columns: [t.userId, t.otherId, t.kind] }),
    check('member_relations_kind_check', sql`${t.kind} in ('mute', 'block')`),
    check('member_relations_not_self_check', sql`${t.userId} <> ${t.otherId}`),
    // An account going deletes the relations others have with her (the cascade reads this).
    index('member_relations_other_idx').on(t.otherId),
  ],
);

export type ForumTopicRow = typeof forumTopics.$inferSelect;
export type ForumThreadRow = typeof forumThreads.$inferSelect;
export type ForumReplyRow = typeof forumReplies.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MemberRelationRow = typeof memberRelations.$inferSelect;
