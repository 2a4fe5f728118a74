import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENT_LIMITS, COMMENT_TEXT, type CommentContentType } from '../../shared/constants/comments';
import type { Page } from '../../shared/schemas/common';
import type { CommentDto, commentListInput, commentRepliesInput } from '../../shared/schemas/comments';
import type { Db } from '../db/client';
import { afterCursorAscending, toPage } from '../db/cursor';
import { comments } from '../db/schema';
import { commentCounted, commentOwnUnseen, commentShown, selectComments, toCommentDto } from './dto';
import { commentedItem } from './targets';

interface Target {
  contentType: CommentContentType;
  contentId: number;
}

/** NOT_FOUND unless the item exists and is public (a draft or scheduled post is not). */
async function assertItemShown(db: Db, target: Target): Promise<void> {
  if (!(await commentedItem(db, target.contentType, target.contentId))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.contentNotFound });
  }
}

/** The first COMMENT_LIMITS.repliesShown published replies of each top-level comment, oldest first, by parent. */
async function firstReplies(db: Db, parentIds: number[]): Promise<Map<number, CommentDto[]>> {
  const byParent = new Map<number, CommentDto[]>();
  if (parentIds.length === 0) return byParent;
  // Ranked within each parent by comments_parent_idx's order; only the first few are read whole.
  const ranked = db
    .select({
      id: comments.id,
      position: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
        'position',
      ),
    })
    .from(comments)
    .where(and(inArray(comments.parentId, parentIds), commentShown))
    .as('ranked');
  const rows = await selectComments(db)
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .where(lte(ranked.position, COMMENT_LIMITS.repliesShown))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  for (const row of rows) byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), toCommentDto(row)]);
  return byParent;
}

/**
 * An item's published top-level comments, oldest first, each with its first replies; keyset-paged
 * over (createdAt, id), comments_item_idx's order. NOT_FOUND for an unknown or unpublished item.
 */
export async function listComments(db: Db, input: z.output<typeof commentListInput>): Promise<Page<CommentDto>> {
  await assertItemShown(db, input);
  const rows = await selectComments(db)
    .where(
      and(
        eq(comments.contentType, input.contentType),
        eq(comments.contentId, input.contentId),
        isNull(comments.parentId),
        commentShown,
        input.cursor ? afterCursorAscending(comments.createdAt, comments.id, input.cursor) : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(input.limit + 1);
  const shown = rows.slice(0, input.limit);
  const replies = await firstReplies(
    db,
    shown.filter((row) => row.replyCount > 0).map((row) => row.id),
  );
  return toPage(rows, input.limit, (row) => row.createdTime, (row) => toCommentDto(row, replies.get(row.id) ?? []));
}

/** A published top-level comment's published replies, oldest first. NOT_FOUND for one nobody may see. */
export async function repliesOf(db: Db, input: z.output<typeof commentRepliesInput>): Promise<Page<CommentDto>> {
  const [parent] = await db
    .select({ id: comments.id, parentId: comments.parentId, contentType: comments.contentType, contentId: comments.contentId })
    .from(comments)
    .where(and(eq(comments.id, input.commentId), commentShown));
  if (!parent || parent.parentId !== null) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });
  await assertItemShown(db, parent);
  const rows = await selectComments(db)
    .where(
      and(
        eq(comments.parentId, parent.id),
        commentShown,
        input.cursor ? afterCursorAscending(comments.createdAt, comments.id, input.cursor) : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, (row) => row.createdTime, (row) => toCommentDto(row));
}

/** Published comments on the item, replies included (not those deleted by their authors). */
export async function countComments(db: Db, input: Target): Promise<{ count: number }> {
  await assertItemShown(db, input);
  const count = await db.$count(
    comments,
    and(eq(comments.contentType, input.contentType), eq(comments.contentId, input.contentId), commentCounted),
  );
  return { count };
}

/** Her comments on the item that wait for a check or are hidden, oldest first: only she sees them. */
export async function myComments(db: Db, userId: number, input: Target): Promise<CommentDto[]> {
  const rows = await selectComments(db)
    .where(
      and(
        eq(comments.authorId, userId),
        eq(comments.contentType, input.contentType),
        eq(comments.contentId, input.contentId),
        commentOwnUnseen,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENT_LIMITS.mineMax);
  return rows.map((row) => toCommentDto(row));
}
