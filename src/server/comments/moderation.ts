import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommentRemovalReason } from '../../shared/constants/comments';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import type { AuditAction } from '../../shared/schemas/admin/audit';
import { type Actor, recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { comments } from '../db/schema';
import { excerpt } from '../community/forum-notifications';
import { loadComment } from './dto';
import { commentPublished, commentWithdrawn, tellCommentAuthor } from './publish';
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

type Row = NonNullable<Awaited<ReturnType<typeof lockRow>>>;

const audit = (tx: Db, actor: Actor, row: Row, action: AuditAction, after: Record<string, unknown>) =>
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
  }
  if (actor) await audit(tx, actor, row, 'decide', { status: 'published', decision: 'approve' });
  return { changed: true, ratingMoved: row.rating !== null && row.deletedAt === null };
}

/** Hidden while the team looks (or for good): nobody but its author sees it; nothing is taken back. */
export async function hideComment(tx: Db, actor: SessionUser, id: number): Promise<{ changed: boolean; ratingMoved: boolean }> {
  const row = await lockRow(tx, id);
  if (!row || row.status !== 'published') return { changed: false, ratingMoved: false };
  await tx.update(comments).set({ status: 'hidden' }).where(eq(comments.id, row.id));
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
  actor: Actor,
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
  if (row.status === 'published' || row.status === 'hidden') await commentWithdrawn(tx, row);
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
  if (row.parentId !== null) {
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, row.parentId));
  }
  await audit(tx, actor, row, 'update', { status: 'published', decision: 'restore' });
  return { changed: true, ratingMoved: row.rating !== null && row.deletedAt === null };
}

/** Moves a comment between statuses for the moderation queue (reports hide it; a decision shows it again). */
export async function moveCommentStatus(tx: Db, id: number, from: 'published' | 'hidden', to: 'published' | 'hidden'): Promise<void> {
  await tx
    .update(comments)
    .set({ status: to })
    .where(and(eq(comments.id, id), eq(comments.status, from)));
}

/** The comments' texts as they are now, for the queue beside the reports' snapshots. */
export async function commentTexts(db: Db, ids: number[]): Promise<{ id: number; body: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: comments.id, body: comments.body }).from(comments).where(inArray(comments.id, ids));
}
