import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommentRemovalReason } from '../../shared/constants/comments';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { checkCommentBody } from '../../shared/rules/comments';
import type { AuditAction } from '../../shared/schemas/admin/audit';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { comments, postRevisions } from '../db/schema';
import { excerpt } from '../community/forum-notifications';
import { loadComment } from './dto';
import { commentPublished, commentWithdrawn, replyShown, tellCommentAuthor } from './publish';
import { commentedItem } from './targets';

/**
 * What the team does to a comment, from /admin/comments or the moderation queue (docs/PRODUCT.md
 * "Comments"). Each is called inside the transaction that decides, answers whether a published
 * rating moved (the recipe's kept pages must go), and writes an audit entry.
 */

async function lockRow(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: comments.id,
      contentType: comments.contentType,
      contentId: comments.contentId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      body: comments.body,
      rating: comments.rating,
      status: comments.status,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  return row ?? null;
}

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

type Row = NonNullable<Awaited<ReturnType<typeof lockRow>>>;

const audit = (tx: Db, actor: SessionUser, row: Row, action: AuditAction, after: Record<string, unknown>) =>
  recordChange(tx, actor, {
    action,
    entityType: 'comment',
    entityId: row.id,
    label: excerpt(row.body),
    before: { status: row.status },
    after,
  });

/** A held comment approved goes out as it would have when written (replies, mentions, points); a hidden one is shown again. */
export async function approveComment(tx: Db, actor: SessionUser | null, id: number): Promise<{ changed: boolean; ratingMoved: boolean }> {
  const row = await lockRow(tx, id);
  if (!row || (row.status !== 'held' && row.status !== 'hidden')) return { changed: false, ratingMoved: false };
  await tx.update(comments).set({ status: 'published' }).where(eq(comments.id, row.id));
  if (row.status === 'held') {
    const item = await commentedItem(tx, row.contentType, row.contentId);
    const comment = await loadComment(tx, row.id);
    if (item) await commentPublished(tx, comment, item);
    await tellCommentAuthor(tx, row, item, { kind: 'approved' });
  } else {
    await replyShown(tx, row.parentId, 1);
  }
  if (actor) await audit(tx, actor, row, 'decide', { status: 'published', decision: 'approve' });
  return { changed: true, ratingMoved: row.rating !== null && row.deletedAt === null };
}

/** Hidden while the team looks (or for good): nobody but its author sees it, nor counts it; no points are taken back. */
export async function hideComment(tx: Db, actor: SessionUser, id: number): Promise<{ changed: boolean; ratingMoved: boolean }> {
  const row = await lockRow(tx, id);
  if (!row || row.status !== 'published') return { changed: false, ratingMoved: false };
  await tx.update(comments).set({ status: 'hidden' }).where(eq(comments.id, row.id));
  await replyShown(tx, row.parentId, -1);
  await audit(tx, actor, row, 'decide', { status: 'hidden', decision: 'hide' });
  return { changed: true, ratingMoved: row.rating !== null && row.deletedAt === null };
}

/**
 * Taken down: gone from every list, kept (for an appeal and the record). The points it earned are
 * taken back and its top-level comment counts one reply fewer. `tell`: the author hears why
 * (callers that record a member decision instead, which she may appeal, pass false).
 */
export async function removeComment(
  tx: Db,
  actor: SessionUser,
  id: number,
  reason: CommentRemovalReason | null,
  tell = true,
): Promise<{ changed: boolean; ratingMoved: boolean; authorId: number | null }> {
  const row = await lockRow(tx, id);
  if (!row || row.status === 'removed') return { changed: false, ratingMoved: false, authorId: null };
  await tx
    .update(comments)
    .set({ status: 'removed', removedAt: sql`now()`, removedBy: actor.id, removalReason: reason })
    .where(eq(comments.id, row.id));
  // A hidden reply was counted out when it was hidden; its points go now.
  if (row.status === 'published') await commentWithdrawn(tx, row);
  if (row.status === 'hidden') await commentWithdrawn(tx, { id: row.id, parentId: null });
  if (tell && row.authorId !== actor.id) {
    await tellCommentAuthor(tx, row, null, { kind: 'removed', reason: reason ? COMMENT_TEXT.removalReasons[reason] : null });
  }
  await audit(tx, actor, row, 'remove', { status: 'removed', reason });
  return { changed: true, ratingMoved: row.status === 'published' && row.rating !== null, authorId: row.authorId };
}

/**
 * A removed comment shown again (a mistake, an appeal upheld): where it was, counted again. The
 * points taken back stay taken, as for a forum post.
 */
export async function restoreComment(tx: Db, actor: SessionUser, id: number): Promise<{ changed: boolean; ratingMoved: boolean }> {
  const row = await lockRow(tx, id);
  if (!row || row.status !== 'removed') return { changed: false, ratingMoved: false };
  await tx
    .update(comments)
    .set({ status: 'published', removedAt: null, removedBy: null, removalReason: null })
    .where(eq(comments.id, row.id));
  await replyShown(tx, row.parentId, 1);
  await audit(tx, actor, row, 'update', { status: 'published', decision: 'restore' });
  return { changed: true, ratingMoved: row.rating !== null && row.deletedAt === null };
}

/**
 * The team's edit from the moderation queue, as the forum's moderator edit (docs/PRODUCT.md
 * "Comments"): the comment's rule (400 otherwise), shown "Edited by a moderator", the text before
 * it kept in post_revisions for moderators, an audit entry with both texts. Its rating, status and
 * points stay: a rating is the member's own, and the queue decides the status after. A removed
 * comment or one deleted by its author has nothing to edit (400).
 */
export async function editComment(tx: Db, actor: SessionUser, id: number, body: string): Promise<void> {
  const problem = checkCommentBody(body);
  if (problem) throw badRequest(problem);
  const row = await lockRow(tx, id);
  if (!row || row.status === 'removed' || row.deletedAt !== null) throw badRequest(COMMENT_TEXT.nothingToEdit);
  if (row.body === body) return;
  await tx.insert(postRevisions).values({ targetType: 'comment', targetId: row.id, title: null, content: row.body, editedBy: actor.id });
  await tx
    .update(comments)
    .set({ body, moderatorEditedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(comments.id, row.id));
  await recordChange(tx, actor, {
    action: 'update',
    entityType: 'comment',
    entityId: row.id,
    label: excerpt(row.body),
    before: { body: row.body },
    after: { body },
  });
}

/**
 * Moves a comment between statuses for the moderation queue (reports hide it; a decision shows it
 * again); a reply moved counts out of or back into its top-level comment's replies.
 */
export async function moveCommentStatus(tx: Db, id: number, from: 'published' | 'hidden', to: 'published' | 'hidden'): Promise<void> {
  if (from === to) return;
  const [moved] = await tx
    .update(comments)
    .set({ status: to })
    .where(and(eq(comments.id, id), eq(comments.status, from)))
    .returning({ parentId: comments.parentId });
  if (moved) await replyShown(tx, moved.parentId, to === 'published' ? 1 : -1);
}

/** The comments' texts as they are now, for the queue beside the reports' snapshots. */
export async function commentTexts(db: Db, ids: number[]): Promise<{ id: number; body: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: comments.id, body: comments.body }).from(comments).where(inArray(comments.id, ids));
}
