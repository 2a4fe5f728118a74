import { and, eq, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { MODERATION_RECORDS_KEPT_YEARS, READ_NOTIFICATIONS_KEPT_MONTHS } from '../../shared/rules/account';
import type { Db } from '../db/client';
import {
  accountDeletions,
  emailChanges,
  memberDecisions,
  notifications,
  passwordResetTokens,
  reports,
  reviewItems,
  sessions,
} from '../db/schema';
import type { UploadStore } from '../uploads/store';
import { deleteExports } from './exports';

/** `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export interface RetentionResult {
  sessions: number;
  links: number;
  notifications: number;
  exports: number;
  reports: number;
  reviewItems: number;
  decisions: number;
}

/**
 * The daily retention job (docs/PRODUCT.md "Members and their data", the privacy policy's table):
 * expired sessions and links go; read notifications after 12 months; downloads after their 7
 * days (file and row); reports and the team's decisions after 2 years keep their facts but no
 * longer say who (reporter, note, snapshot; the post's author, who decided and her note); a
 * member's decision notices after 2 years go. Removed posts' words go after 90 days in
 * moderation/purge.ts, the other daily job. Safe to run twice; `now` is a parameter for tests.
 */
export async function enforceRetention(db: Db, uploads: UploadStore, now: Date = new Date()): Promise<RetentionResult> {
  const expiredSessions = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  const resets = await db
    .delete(passwordResetTokens)
    .where(lte(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  const changes = await db.delete(emailChanges).where(lte(emailChanges.expiresAt, now)).returning({ id: emailChanges.id });
  const deletions = await db
    .delete(accountDeletions)
    .where(and(isNull(accountDeletions.confirmedAt), lte(accountDeletions.expiresAt, now)))
    .returning({ id: accountDeletions.userId });
  const readNotifications = await db
    .delete(notifications)
    .where(and(eq(notifications.isRead, true), lt(notifications.createdAt, monthsBefore(now, READ_NOTIFICATIONS_KEPT_MONTHS))))
    .returning({ id: notifications.id });
  const exports = await deleteExports(db, uploads, { now });
  const cutoff = monthsBefore(now, MODERATION_RECORDS_KEPT_YEARS * 12);
  const oldReports = await db
    .update(reports)
    .set({ reporterId: null, note: null, snapshot: '' })
    .where(and(lt(reports.createdAt, cutoff), or(isNotNull(reports.reporterId), isNotNull(reports.note), ne(reports.snapshot, ''))))
    .returning({ id: reports.id });
  const oldItems = await db
    .update(reviewItems)
    .set({ authorId: null, decidedBy: null, claimedBy: null, decisionNote: null })
    .where(
      and(
        ne(reviewItems.status, 'pending'),
        lt(reviewItems.decidedAt, cutoff),
        or(isNotNull(reviewItems.authorId), isNotNull(reviewItems.decidedBy), isNotNull(reviewItems.decisionNote)),
      ),
    )
    .returning({ id: reviewItems.id });
  const oldDecisions = await db.delete(memberDecisions).where(lt(memberDecisions.createdAt, cutoff)).returning({ id: memberDecisions.id });
  return {
    sessions: expiredSessions.length,
    links: resets.length + changes.length + deletions.length,
    notifications: readNotifications.length,
    exports,
    reports: oldReports.length,
    reviewItems: oldItems.length,
    decisions: oldDecisions.length,
  };
}
