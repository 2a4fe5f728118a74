import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENT_LIMITS, COMMENT_TEXT, type CommentDecision } from '../../shared/constants/comments';
import { PENALTY_TEXT } from '../../shared/constants/penalties';
import { endOfSydneyDay, startOfSydneyDay } from '../../shared/lib/sydney-clock';
import type { AdminPage } from '../../shared/schemas/admin/list';
import type { Page } from '../../shared/schemas/common';
import type {
  AdminCommentDto,
  AdminCommentListQuery,
  CommentDecisionResult,
  CommentDto,
  commentDecisionInput,
  replyAsTeamInput,
} from '../../shared/schemas/comments';
import { containsPattern, pageWindow, toAdminPage } from '../admin/paging';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { afterCursorAscending, toPage } from '../db/cursor';
import { comments, reviewItems, users } from '../db/schema';
import { recordDecision } from '../moderation/decisions';
import type { Context } from '../trpc/context';
import { ratingsMoved } from './cache';
import { type CommentRowWithAuthor, selectComments, toCommentDto } from './dto';
import { approveComment, hideComment, removeComment, restoreComment } from './moderation';
import { commentedItems, itemKey } from './targets';
import { createComment } from './write';

type Services = Pick<Context, 'db' | 'cache' | 'publicUrl' | 'rateLimiter'>;

const STATUS_IN_DB = { published: 'published', pending: 'held', hidden: 'hidden', removed: 'removed' } as const;

/** Reports (from distinct members) against each comment: its review item's count, 0 without one. */
const reportCount = sql<number>`coalesce(${reviewItems.reportCount}, 0)::int`;

/** The rows as /admin/comments shows them: the comment, where it is, how often it was reported. */
async function toAdminRows(db: Db, rows: (CommentRowWithAuthor & { reportCount: number })[]): Promise<AdminCommentDto[]> {
  const items = await commentedItems(db, rows);
  return rows.map((row) => {
    const item = items.get(itemKey(row.contentType, row.contentId));
    return {
      ...toCommentDto(row),
      // The team reads what a deleted comment said.
      body: row.body,
      contentTitle: item?.title ?? '',
      contentPath: item ? `${item.path}#comment-${row.id}` : '',
      reportCount: row.reportCount,
    };
  });
}

function selectAdminRows(db: Db) {
  return selectComments(db)
    .leftJoin(reviewItems, and(eq(reviewItems.targetType, 'comment'), eq(reviewItems.targetId, comments.id)))
    .$dynamic();
}

/**
 * Every comment, searched by its text and its author's username, filtered by content type, status,
 * reported or not, author and Sydney days; newest first or most reported first.
 */
export async function adminListComments(db: Db, query: AdminCommentListQuery): Promise<AdminPage<AdminCommentDto>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern ? or(ilike(comments.body, pattern), ilike(users.username, pattern)) : undefined,
    query.authorId ? eq(comments.authorId, query.authorId) : undefined,
    query.contentType ? eq(comments.contentType, query.contentType) : undefined,
    query.status ? eq(comments.status, STATUS_IN_DB[query.status]) : undefined,
    query.reported === undefined ? undefined : query.reported ? sql`${reportCount} > 0` : sql`${reportCount} = 0`,
    query.from ? gte(comments.createdAt, startOfSydneyDay(query.from)) : undefined,
    query.to ? lte(comments.createdAt, endOfSydneyDay(query.to)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const order =
    query.sort === 'most_reported'
      ? [desc(reportCount), desc(comments.createdAt), desc(comments.id)]
      : [desc(comments.createdAt), desc(comments.id)];
  const [rows, [total]] = await Promise.all([
    selectAdminRows(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .leftJoin(reviewItems, and(eq(reviewItems.targetType, 'comment'), eq(reviewItems.targetId, comments.id)))
      .where(where),
  ]);
  return toAdminPage(await toAdminRows(db, await withReportCounts(db, rows)), total?.count ?? 0, query);
}

async function withReportCounts(db: Db, rows: CommentRowWithAuthor[]) {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: reviewItems.targetId, count: reviewItems.reportCount })
          .from(reviewItems)
          .where(and(eq(reviewItems.targetType, 'comment'), inArray(reviewItems.targetId, ids)));
  const byId = new Map(counts.map((row) => [row.id, row.count]));
  return rows.map((row) => ({ ...row, reportCount: byId.get(row.id) ?? 0 }));
}

const PENDING_PAGE = COMMENT_LIMITS.pageMax;

/** /admin/comments/pending: the comments held for a check, oldest first (the queue's held comments). */
export async function pendingComments(db: Db, cursor: string | undefined): Promise<Page<AdminCommentDto>> {
  const rows = await selectComments(db)
    .where(and(eq(comments.status, 'held'), cursor ? afterCursorAscending(comments.createdAt, comments.id, cursor) : undefined))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(PENDING_PAGE + 1);
  const page = rows.slice(0, PENDING_PAGE);
  const dtos = await toAdminRows(db, await withReportCounts(db, page));
  const next = toPage(rows, PENDING_PAGE, (row) => row.createdTime, (row) => row.id);
  return { items: dtos, nextCursor: next.nextCursor };
}

/** The nav's badge beside "Pending". */
export async function pendingCommentCount(db: Db): Promise<{ count: number }> {
  return { count: await db.$count(comments, eq(comments.status, 'held')) };
}

/** The review item of a comment, made when the team acts on one nobody reported, decided as `status`. */
async function closeReviewItem(
  tx: Db,
  actor: SessionUser,
  comment: { id: number; authorId: number | null },
  status: 'kept' | 'removed',
): Promise<number> {
  const decision = status === 'removed' ? 'remove' : 'keep';
  const [item] = await tx
    .insert(reviewItems)
    .values({ targetType: 'comment', targetId: comment.id, authorId: comment.authorId, status, decision, decidedBy: actor.id, decidedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [reviewItems.targetType, reviewItems.targetId],
      set: {
        status,
        decision,
        hidden: false,
        decidedBy: actor.id,
        decidedAt: sql`now()`,
        version: sql`${reviewItems.version} + 1`,
        claimedBy: null,
        claimedUntil: null,
      },
    })
    .returning({ id: reviewItems.id });
  return item!.id;
}

const NOTHING_TO_DO: Record<CommentDecision, string> = {
  approve: 'Only a pending or hidden comment can be approved',
  hide: 'Only a published comment can be hidden',
  remove: 'This comment is already removed',
  restore: 'Only a removed comment can be restored',
};

/**
 * The team's decision on up to COMMENT_LIMITS.bulkMax comments, each in its own transaction (one
 * that can't be decided is reported, the others go through). Approve publishes a held comment
 * (its points and notifications now) or shows a hidden one; hide takes it from everyone but its
 * author; remove takes it down with a reason, which its author is told as a decision she may
 * appeal; restore shows a removed one again. Each closes the comment's review item and is audited.
 */
export async function decideComments(
  services: Services,
  actor: SessionUser,
  input: z.output<typeof commentDecisionInput>,
): Promise<CommentDecisionResult> {
  const result: CommentDecisionResult = { done: [], failed: [] };
  let moved = false;
  for (const id of [...new Set(input.ids)]) {
    try {
      const outcome = await services.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: comments.id, authorId: comments.authorId }).from(comments).where(eq(comments.id, id));
        if (!exists) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });
        if (input.action === 'approve') {
          const done = await approveComment(tx, actor, id);
          if (done.changed) await closeReviewItem(tx, actor, exists, 'kept');
          return done;
        }
        if (input.action === 'hide') return hideComment(tx, actor, id);
        if (input.action === 'restore') {
          const done = await restoreComment(tx, actor, id);
          if (done.changed) await closeReviewItem(tx, actor, exists, 'kept');
          return done;
        }
        const reason = input.reason ?? null;
        const done = await removeComment(tx, actor, id, reason, false);
        if (done.changed) {
          const itemId = await closeReviewItem(tx, actor, exists, 'removed');
          if (exists.authorId !== null && exists.authorId !== actor.id) {
            await recordDecision(tx, services.publicUrl, {
              memberId: exists.authorId,
              kind: 'remove',
              reason: reason ? `${COMMENT_TEXT.removedTitle}: ${COMMENT_TEXT.removalReasons[reason]}` : PENALTY_TEXT.againstRules,
              reviewItemId: itemId,
            });
          }
        }
        return done;
      });
      if (!outcome.changed) {
        result.failed.push({ id, error: NOTHING_TO_DO[input.action] });
        continue;
      }
      moved ||= outcome.ratingMoved;
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof TRPCError) || error.code !== 'NOT_FOUND') throw error;
      result.failed.push({ id, error: error.message });
    }
  }
  if (moved) await ratingsMoved(services);
  return result;
}

/** "Reply as the team": a reply with the "Mama Village team" badge, past the mode and the item's switch. */
export async function replyAsTeam(services: Services, actor: SessionUser, input: z.output<typeof replyAsTeamInput>): Promise<CommentDto> {
  const [target] = await services.db
    .select({ contentType: comments.contentType, contentId: comments.contentId })
    .from(comments)
    .where(eq(comments.id, input.commentId));
  if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });
  return createComment(services, actor, { ...target, body: input.body, parentId: input.commentId }, { byTeam: true });
}
