import { TRPCError } from '@trpc/server';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENT_LIMITS, COMMENT_TEXT } from '../../shared/constants/comments';
import { countLinks } from '../../shared/rules/comments';
import { isStaff } from '../../shared/rules/roles';
import type { CommentDto, createCommentInput, updateCommentInput } from '../../shared/schemas/comments';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { comments, postRevisions, users } from '../db/schema';
import { excerpt } from '../community/forum-notifications';
import { withinEditWindow } from '../community/post-rules';
import { queueScreened, screener, screenPost, type Screening } from '../moderation/screening';
import { assertWithinLimit } from '../rate-limits/limiter';
import { forgetContent } from '../reactions/forget-content';
import type { Context } from '../trpc/context';
import { ratingsMoved } from './cache';
import { loadComment } from './dto';
import { commentPublished, commentWithdrawn } from './publish';
import { commentSetting } from './settings';
import { commentedItem, type CommentedItem } from './targets';

const forbidden = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });

type Services = Pick<Context, 'db' | 'cache' | 'publicUrl' | 'rateLimiter'>;

/** The item, public and open for comments; NOT_FOUND or FORBIDDEN otherwise. */
async function openItem(tx: Db, contentType: CommentDto['contentType'], contentId: number): Promise<CommentedItem> {
  const item = await commentedItem(tx, contentType, contentId);
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.contentNotFound });
  if (!item.commentsOpen) throw forbidden(COMMENT_TEXT.closedHere);
  return item;
}

/**
 * The comment a new one answers: a published one on the same item. A reply to a reply attaches to
 * its top-level comment and records whom it answers.
 */
async function parentOf(tx: Db, parentId: number, item: { contentType: string; contentId: number }) {
  const [parent] = await tx
    .select({
      id: comments.id,
      parentId: comments.parentId,
      authorId: comments.authorId,
      contentType: comments.contentType,
      contentId: comments.contentId,
    })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.status, 'published')));
  if (!parent) throw notFound();
  if (parent.contentType !== item.contentType || parent.contentId !== item.contentId) throw badRequest(COMMENT_TEXT.parentElsewhere);
  if (parent.parentId === null) return { parentId: parent.id, replyingToId: null };
  return { parentId: parent.parentId, replyingToId: parent.authorId };
}

/**
 * The forum's screening (moderation/screening.ts: blocked words refuse, holds, flags, safety), and
 * the comments' own holds: two or more links (mode `open`), every comment (mode `all`). The team's
 * comments are never held.
 */
async function screenComment(
  tx: Db,
  author: SessionUser,
  body: string,
  screen: Awaited<ReturnType<typeof screener>>,
  mode: string,
): Promise<Screening> {
  const screening = await screenPost(tx, author, { text: body, content: body }, screen.settings, 'create');
  if (isStaff(author)) return screening;
  const checks = [...screening.checks];
  if (countLinks(body) >= COMMENT_LIMITS.holdLinks) checks.push({ check: 'comment_links' });
  if (mode === 'all') checks.push({ check: 'comment_approval' });
  const holds = mode === 'all' || screening.status === 'held' || (!screening.safety && checks.some((hit) => hit.check === 'comment_links'));
  return { ...screening, checks, status: holds ? 'held' : 'published' };
}

/** Takes the rating off her other rated comment on the recipe: one rated comment per member and recipe. */
async function clearOtherRating(tx: Db, authorId: number, recipeId: number, exceptId?: number): Promise<boolean> {
  const cleared = await tx
    .update(comments)
    .set({ rating: null })
    .where(
      and(
        eq(comments.authorId, authorId),
        eq(comments.contentType, 'recipe'),
        eq(comments.contentId, recipeId),
        isNotNull(comments.rating),
        exceptId === undefined ? undefined : ne(comments.id, exceptId),
      ),
    )
    .returning({ status: comments.status });
  return cleared.some((row) => row.status === 'published');
}

function assertRatingAllowed(contentType: string, parentId: number | null | undefined): void {
  if (contentType !== 'recipe') throw badRequest(COMMENT_TEXT.ratingOnlyRecipes);
  if (parentId !== null && parentId !== undefined) throw badRequest(COMMENT_TEXT.ratingOnlyTopLevel);
}

/**
 * A member's comment (docs/PRODUCT.md "Comments"): refused while comments are off site-wide or on
 * the item (403), past her hourly limit (429); screened; published at once (its replies, mentions,
 * points) or held for the team (`pending`, seen by her alone). A rating replaces her earlier one
 * on the recipe. `byTeam`: written through "Reply as the team".
 */
export async function createComment(
  services: Services,
  author: SessionUser,
  input: z.output<typeof createCommentInput>,
  options: { byTeam?: boolean } = {},
): Promise<CommentDto> {
  const settings = await commentSetting.cached(services);
  if (settings.mode === 'off' && !options.byTeam) throw forbidden(COMMENT_TEXT.closedSiteWide);
  if (input.rating !== undefined) assertRatingAllowed(input.contentType, input.parentId);
  const screen = await screener(services);
  if (!options.byTeam) await assertWithinLimit(services.rateLimiter, 'commentsPerMember', String(author.id), COMMENT_TEXT.tooMany);
  const { comment, ratingMoved } = await services.db.transaction(async (tx) => {
    const item = options.byTeam
      ? await commentedItem(tx, input.contentType, input.contentId).then((found) => {
          if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.contentNotFound });
          return found;
        })
      : await openItem(tx, input.contentType, input.contentId);
    const thread = input.parentId === undefined ? { parentId: null, replyingToId: null } : await parentOf(tx, input.parentId, input);
    const screening = await screenComment(tx, author, input.body, screen, settings.mode);
    let moved = false;
    if (input.rating !== undefined) {
      // Her writes on this recipe queue here, so two ratings at once leave one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, author.id)).for('no key update');
      moved = await clearOtherRating(tx, author.id, input.contentId);
    }
    const [inserted] = await tx
      .insert(comments)
      .values({
        contentType: input.contentType,
        contentId: input.contentId,
        parentId: thread.parentId,
        replyingToId: thread.replyingToId,
        authorId: author.id,
        body: input.body,
        rating: input.rating ?? null,
        byTeam: options.byTeam ?? false,
        status: screening.status,
      })
      .returning({ id: comments.id });
    const created = await loadComment(tx, inserted!.id);
    if (screening.status === 'published') {
      await commentPublished(tx, created, item);
      moved ||= created.rating !== null;
    }
    await queueScreened(
      tx,
      { targetType: 'comment', targetId: created.id, authorId: author.id, excerpt: excerpt(created.body) },
      screening,
      services.publicUrl,
    );
    return { comment: created, ratingMoved: moved };
  });
  if (ratingMoved) await ratingsMoved(services);
  return comment;
}

/** The comment, locked for the write; NOT_FOUND when it is gone, removed or deleted. */
async function lockComment(tx: Db, id: number) {
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
      replyCount: comments.replyCount,
      withinEditWindow: withinEditWindow(comments.createdAt),
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  if (!row || row.status === 'removed' || row.deletedAt !== null) throw notFound();
  return row;
}

/**
 * Her edit, within the forum's one-hour edit window (403 after; the team hides or removes instead
 * of editing): shown as edited; the text before it kept for moderators (post_revisions). Blocked
 * words refuse it, flagged ones queue it. `rating`: a new one (replacing her other), null to take
 * it off, left out to keep it.
 */
export async function updateComment(
  services: Services,
  author: SessionUser,
  input: z.output<typeof updateCommentInput>,
): Promise<CommentDto> {
  const screen = await screener(services);
  const { comment, ratingMoved } = await services.db.transaction(async (tx) => {
    const row = await lockComment(tx, input.id);
    if (row.authorId !== author.id) throw forbidden(COMMENT_TEXT.notYours);
    if (!row.withinEditWindow) throw forbidden(COMMENT_TEXT.editWindowPassed);
    if (input.rating !== undefined && input.rating !== null) assertRatingAllowed(row.contentType, row.parentId);
    const screening = await screenPost(tx, author, { text: input.body, content: input.body }, screen.settings, 'edit');
    let moved = false;
    if (input.rating !== undefined && input.rating !== null && input.rating !== row.rating) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, author.id)).for('no key update');
      moved = await clearOtherRating(tx, author.id, row.contentId, row.id);
    }
    const rating = input.rating === undefined ? row.rating : input.rating;
    const bodyChanged = input.body !== row.body;
    if (bodyChanged) {
      await tx
        .insert(postRevisions)
        .values({ targetType: 'comment', targetId: row.id, title: null, content: row.body, editedBy: author.id });
    }
    if (!bodyChanged && rating === row.rating) return { comment: await loadComment(tx, row.id), ratingMoved: false };
    await tx
      .update(comments)
      .set({ body: input.body, rating, ...(bodyChanged && { editedAt: sql`now()` }), updatedAt: sql`now()` })
      .where(eq(comments.id, row.id));
    await queueScreened(
      tx,
      { targetType: 'comment', targetId: row.id, authorId: author.id, excerpt: excerpt(input.body) },
      screening,
      services.publicUrl,
    );
    moved ||= row.status === 'published' && rating !== row.rating;
    return { comment: await loadComment(tx, row.id), ratingMoved: moved };
  });
  if (ratingMoved) await ratingsMoved(services);
  return comment;
}

/**
 * Deleted by its author or the team, at any time. A top-level comment with replies stays for
 * them, as "Comment deleted by its author" (its text kept for the record, its rating gone); any
 * other goes. The points it earned go with it. The team's deletions are audited.
 */
export async function deleteComment(services: Services, user: SessionUser, id: number): Promise<{ ok: true }> {
  const ratingMoved = await services.db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    const own = row.authorId === user.id;
    if (!own && !isStaff(user)) throw forbidden(COMMENT_TEXT.notYours);
    const published = row.status === 'published';
    if (row.parentId === null && row.replyCount > 0) {
      await tx
        .update(comments)
        .set({ deletedAt: sql`now()`, rating: null })
        .where(eq(comments.id, row.id));
      await commentWithdrawn(tx, { id: row.id, parentId: null });
    } else {
      await tx.delete(comments).where(eq(comments.id, row.id));
      await forgetContent(tx, 'comment', row.id, []);
      if (published) await commentWithdrawn(tx, row);
      else await commentWithdrawn(tx, { id: row.id, parentId: null });
    }
    if (!own) {
      await recordChange(tx, user, { action: 'delete', entityType: 'comment', entityId: row.id, label: excerpt(row.body) });
    }
    return published && row.rating !== null;
  });
  if (ratingMoved) await ratingsMoved(services);
  return { ok: true };
}
