import { TRPCError } from '@trpc/server';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { levelFor } from '../../shared/lib/levels';
import type { CommentDto, CommentStatus } from '../../shared/schemas/comments';
import type { Db } from '../db/client';
import { exactTime } from '../db/cursor';
import { comments, users } from '../db/schema';
import { nameOf } from '../community/thread-query';

const replyingTo = alias(users, 'replying_to');

/** What every comment answer is read with: its author (and her level) and whom a reply answers. */
export const commentColumns = {
  id: comments.id,
  contentType: comments.contentType,
  contentId: comments.contentId,
  parentId: comments.parentId,
  authorId: comments.authorId,
  body: comments.body,
  rating: comments.rating,
  byTeam: comments.byTeam,
  editedAt: comments.editedAt,
  moderatorEditedAt: comments.moderatorEditedAt,
  deletedAt: comments.deletedAt,
  replyCount: comments.replyCount,
  status: comments.status,
  createdAt: comments.createdAt,
  /** createdAt to the microsecond, for the cursor. */
  createdTime: exactTime(comments.createdAt),
  author: { id: users.id, username: users.username, displayName: users.displayName, avatar: users.avatar },
  /** Her lifetime points (hundredths), for the level beside her name: her monthly totals, a dozen rows. */
  authorPoints: sql<number>`(select coalesce(sum(pm.amount), 0)::int from points_monthly pm where pm.user_id = ${comments.authorId})`,
  replyingTo: { id: replyingTo.id, username: replyingTo.username },
  likeCount: sql<number>`(select count(*)::int from likes l where l.content_type = 'comment' and l.content_id = ${comments.id})`,
};

export function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .leftJoin(replyingTo, eq(replyingTo.id, comments.replyingToId))
    .$dynamic();
}

export type CommentRowWithAuthor = Awaited<ReturnType<typeof selectComments>>[number];

/** `held` is what answers call `pending`. */
export function commentStatus(status: CommentRowWithAuthor['status']): CommentStatus {
  return status === 'held' ? 'pending' : status;
}

/**
 * A comment as answers send it. One deleted by its author (kept for its replies) says so, with
 * neither its text, its author nor its rating. `replies` are filled in by the list.
 */
export function toCommentDto(row: CommentRowWithAuthor, replies: CommentDto[] = []): CommentDto {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    contentType: row.contentType,
    contentId: row.contentId,
    parentId: row.parentId,
    body: deleted ? COMMENT_TEXT.deletedBody : row.body,
    author:
      deleted || !row.author
        ? null
        : {
            id: row.author.id,
            username: row.author.username,
            name: nameOf(row.author),
            avatar: row.author.avatar,
            level: levelFor(row.authorPoints).level,
          },
    replyingTo: row.replyingTo,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    moderatorEdited: row.moderatorEditedAt !== null,
    rating: deleted ? null : row.rating,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    replies,
    deleted,
    byTeam: row.byTeam,
    status: commentStatus(row.status),
  };
}

/** A comment by id as answers send it (any status: callers decide who may see it); NOT_FOUND otherwise. */
export async function loadComment(db: Db, id: number): Promise<CommentDto> {
  const [row] = await selectComments(db).where(eq(comments.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });
  return toCommentDto(row);
}

/** What everyone sees: published (a deleted one still stands for its replies). */
export const commentShown = eq(comments.status, 'published');
/** Counted: published and not deleted. */
export const commentCounted = and(eq(comments.status, 'published'), isNull(comments.deletedAt));
/** Her own comments nobody else sees: waiting for a check, or hidden by reports. */
export const commentOwnUnseen = or(eq(comments.status, 'held'), eq(comments.status, 'hidden'));
