import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { SAFETY_TEXT } from '../../shared/constants/safety';
import { reportHides, type ReportTargetType } from '../../shared/rules/moderation';
import { isStaff } from '../../shared/rules/roles';
import type { createReportInput, MyReportDto } from '../../shared/schemas/moderation';
import type { SessionUser } from '../auth/session';
import { replyListed, threadListed } from '../community/visibility';
import type { Db } from '../db/client';
import { comments, forumReplies, forumThreads, reports, reviewItems, users } from '../db/schema';
import { commentedItem } from '../comments/targets';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { alertTeam } from './alerts';
import { movePostStatus, targetText } from './targets';
import { emitEvent } from '../webhooks/events';

interface ReportTarget {
  authorId: number | null;
  /** The text as the reporter saw it, kept with her report. */
  snapshot: string;
  /** A post's status (a profile has none: it is never hidden by reports). */
  status: 'published' | 'hidden' | null;
}

/** What a member can see and report: a listed thread or reply (published or hidden), or a member's profile. */
async function reportTarget(tx: Db, type: ReportTargetType, id: number): Promise<ReportTarget> {
  if (type === 'thread') {
    const [thread] = await tx
      .select({ authorId: forumThreads.authorId, title: forumThreads.title, content: forumThreads.content, status: forumThreads.status })
      .from(forumThreads)
      .where(and(eq(forumThreads.id, id), threadListed));
    if (!thread) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
    return { authorId: thread.authorId, snapshot: targetText.thread(thread), status: thread.status as ReportTarget['status'] };
  }
  if (type === 'reply') {
    const [reply] = await tx
      .select({ authorId: forumReplies.authorId, content: forumReplies.content, status: forumReplies.status })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(and(eq(forumReplies.id, id), replyListed, threadListed));
    if (!reply) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.replyNotFound });
    return { authorId: reply.authorId, snapshot: targetText.reply(reply), status: reply.status as ReportTarget['status'] };
  }
  if (type === 'comment') {
    // What readers see: published (or hidden by reports), not deleted by its author, on a public item.
    const [comment] = await tx
      .select({
        authorId: comments.authorId,
        body: comments.body,
        status: comments.status,
        contentType: comments.contentType,
        contentId: comments.contentId,
      })
      .from(comments)
      .where(and(eq(comments.id, id), inArray(comments.status, ['published', 'hidden']), isNull(comments.deletedAt)));
    if (!comment || !(await commentedItem(tx, comment.contentType, comment.contentId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: COMMENT_TEXT.notFound });
    }
    return { authorId: comment.authorId, snapshot: targetText.comment(comment), status: comment.status as ReportTarget['status'] };
  }
  const [member] = await tx
    .select({ id: users.id, username: users.username, displayName: users.displayName, bio: users.bio })
    .from(users)
    .where(eq(users.id, id));
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MODERATION_TEXT.memberNotFound });
  return { authorId: member.id, snapshot: targetText.profile(member), status: null };
}

/**
 * A member's report (docs/PRODUCT.md "Moderation"). The same member reporting the same target
 * again gets her first report back (`created` false). Each report from a distinct member counts
 * one toward hiding the post (not a safety concern, which goes first in the queue instead); a
 * report by the team hides it at once; `hideThreshold` is the moderation settings'. The item's row
 * is locked from the first statement on, so reports of one target queue: ten at once hide it
 * exactly once. The first safety concern about a target tells the team at once (alerts.ts).
 */
export async function createReport(
  db: Db,
  reporter: SessionUser,
  input: z.output<typeof createReportInput>,
  options: { hideThreshold: number; publicUrl: string },
): Promise<{ report: { id: number; status: 'received' }; created: boolean }> {
  return db.transaction(async (tx) => {
    const target = await reportTarget(tx, input.targetType, input.targetId);
    if (target.authorId === reporter.id) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: input.targetType === 'profile' ? MODERATION_TEXT.ownProfile : MODERATION_TEXT.ownPost,
      });
    }
    // A no-op update when the item exists: it takes the row's lock all the same.
    const [item] = await tx
      .insert(reviewItems)
      .values({ targetType: input.targetType, targetId: input.targetId, authorId: target.authorId })
      .onConflictDoUpdate({ target: [reviewItems.targetType, reviewItems.targetId], set: { targetId: sql`excluded.target_id` } })
      .returning();
    const [earlier] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.itemId, item!.id), eq(reports.reporterId, reporter.id)));
    if (earlier) return { report: { id: earlier.id, status: 'received' as const }, created: false };

    const byStaff = isStaff(reporter);
    const [report] = await tx
      .insert(reports)
      .values({
        itemId: item!.id,
        reporterId: reporter.id,
        byStaff,
        reason: input.reason,
        note: input.note?.trim() || null,
        snapshot: target.snapshot,
      })
      .returning({ id: reports.id });
    const counts = reportHides(input.reason);
    const reportCount = item!.reportCount + (counts ? 1 : 0);
    const hide = counts && target.status === 'published' && !item!.hidden && (byStaff || reportCount >= options.hideThreshold);
    // A new report opens a decided item again: the team looks at it anew.
    await tx
      .update(reviewItems)
      .set({
        status: 'pending',
        reportCount,
        safety: item!.safety || input.reason === 'safety_concern',
        illegal: item!.illegal || input.reason === 'illegal',
        hidden: item!.hidden || hide,
        version: sql`${reviewItems.version} + 1`,
        lastReportedAt: sql`now()`,
      })
      .where(eq(reviewItems.id, item!.id));
    if (hide) await movePostStatus(tx, input.targetType, input.targetId, 'published', 'hidden');
    // Integrations with moderation:write hear of it; never who reported, nor her note.
    await emitEvent(tx, 'report.created', { id: report!.id, targetType: input.targetType, targetId: input.targetId, reason: input.reason });
    if (input.reason === 'safety_concern' && !item!.safety) {
      await alertTeam(
        tx,
        { eventKey: `safety:${input.targetType}:${input.targetId}`, content: SAFETY_TEXT.alert.report },
        options.publicUrl,
      );
    }
    return { report: { id: report!.id, status: 'received' as const }, created: true };
  });
}

/** Her reports, newest first, with what came of each (never who decided). */
export async function myReports(db: Db, reporterId: number): Promise<MyReportDto[]> {
  const rows = await db
    .select({
      id: reports.id,
      targetType: reviewItems.targetType,
      targetId: reviewItems.targetId,
      reason: reports.reason,
      createdAt: reports.createdAt,
      status: reviewItems.status,
    })
    .from(reports)
    .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(100);
  return rows.map(({ status, ...row }) => ({
    ...row,
    outcome: status === 'removed' ? 'removed' : status === 'pending' ? 'received' : 'kept',
  }));
}
