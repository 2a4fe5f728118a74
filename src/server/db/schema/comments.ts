import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMMENT_CONTENT_TYPES } from '../../../shared/constants/comments';
import { POST_STATUSES } from '../../../shared/rules/moderation';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Comments on blog posts, recipes and resources (docs/PRODUCT.md "Comments"). They point at their
 * item by (contentType, contentId) with no foreign key, like likes; comments/targets.ts knows
 * where each type lives. Two levels: `parentId` is always a top-level comment; a reply to a reply
 * attaches to its top-level comment and records whom it answers in `replyingToId`.
 *
 * `status` is a forum post's (shared/rules/moderation.ts): `held` is what answers call `pending`.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contentType: text({ enum: COMMENT_CONTENT_TYPES }).notNull(),
    contentId: integer().notNull(),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** The member a reply answers (the author of the comment replied to); null for a top-level comment or once her account is gone. */
    replyingToId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null once her account is gone: "Former member". */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** 1–5 stars, a recipe's top-level comment only; one rated comment per member and recipe. */
    rating: smallint(),
    /** Written through "Reply as the team": shown with the "Mama Village team" badge. */
    byTeam: boolean().notNull().default(false),
    /** Its author changed the text (the earlier text is in post_revisions). */
    editedAt: at(),
    /** The team changed its text from the moderation queue: shown "Edited by a moderator" (the earlier text is in post_revisions). */
    moderatorEditedAt: at(),
    /** Deleted by its author while it had replies: kept as "Comment deleted by its author". */
    deletedAt: at(),
    /** Published replies, kept by the reply writes and decisions, so lists never count them. */
    replyCount: integer().notNull().default(0),
    status: text({ enum: POST_STATUSES }).notNull().default('published'),
    removedAt: at(),
    removedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why the team removed it (COMMENT_REMOVAL_REASONS), told to its author. */
    removalReason: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('comments_status_check', sql`${t.status} in ('published', 'held', 'hidden', 'removed')`),
    check('comments_content_type_check', sql`${t.contentType} in ('blog_post', 'recipe', 'resource')`),
    check('comments_rating_check', sql`${t.rating} is null or (${t.rating} between 1 and 5 and ${t.parentId} is null)`),
    // An item's top-level comments, oldest first (the list's order and cursor).
    index('comments_item_idx')
      .on(t.contentType, t.contentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_author_idx').on(t.authorId, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    // One rated comment per member and recipe: a second rating takes the first one's off.
    uniqueIndex('comments_one_rating_idx')
      .on(t.authorId, t.contentType, t.contentId)
      .where(sql`${t.rating} is not null`),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
