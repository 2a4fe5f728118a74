import { TRPCError } from '@trpc/server';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FEEDBACK_LIMITS, FEEDBACK_PAGE_PATH, FEEDBACK_STATUSES, FEEDBACK_TEXT } from '../../../shared/constants/feedback';
import type {
  FeedbackAdminDto,
  FeedbackListQuery,
  FeedbackSetStatusResult,
  FeedbackStatusCounts,
  setFeedbackStatusInput,
} from '../../../shared/schemas/admin/feedback';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { productFeedback, users } from '../../db/schema';
import { feedbackColumns } from '../../feedback/feedback';
import { notify } from '../../notifications/service';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';

const adminColumns = {
  ...feedbackColumns,
  userId: productFeedback.userId,
  username: users.username,
  updatedAt: productFeedback.updatedAt,
};

/** Every member's feedback, newest first: searched by message or username, filtered by status and category. */
export async function listFeedback(db: Db, query: FeedbackListQuery): Promise<AdminPage<FeedbackAdminDto>> {
  const conditions: (SQL | undefined)[] = [searchCondition(query.q, productFeedback.message, users.username)];
  if (query.status) conditions.push(eq(productFeedback.status, query.status));
  if (query.category) conditions.push(eq(productFeedback.category, query.category));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(productFeedback)
      .innerJoin(users, eq(users.id, productFeedback.userId))
      .where(where)
      .orderBy(desc(productFeedback.createdAt), desc(productFeedback.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: countAll() }).from(productFeedback).innerJoin(users, eq(users.id, productFeedback.userId)).where(where),
  ]);
  return toAdminPage(rows, total?.count ?? 0, query);
}

/** How many pieces of feedback are in each status (every status present, 0 when none). */
export async function feedbackCounts(db: Db): Promise<FeedbackStatusCounts> {
  const rows = await db.select({ status: productFeedback.status, count: countAll() }).from(productFeedback).groupBy(productFeedback.status);
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, 0])) as FeedbackStatusCounts;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The start of a message, for the notification and the audit label. */
export function excerptOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > FEEDBACK_LIMITS.excerptMax ? `${flat.slice(0, FEEDBACK_LIMITS.excerptMax - 1).trimEnd()}…` : flat;
}

/**
 * Moves a piece of feedback to a status, with an optional note for the member ('' clears the
 * note, none keeps it). In one transaction, with the row locked (two admins at once change it
 * once): the change, its audit entry and, when the status changed, the member's notification,
 * whose event key names this very change, so a retried request never notifies twice. Setting
 * what is already there writes nothing.
 */
export async function setFeedbackStatus(
  db: Db,
  admin: SessionUser,
  input: z.output<typeof setFeedbackStatusInput>,
  now = new Date(),
): Promise<FeedbackSetStatusResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(productFeedback).where(eq(productFeedback.id, input.id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: FEEDBACK_TEXT.notFound });
    const note = input.note === undefined ? before.adminNote : input.note || null;
    const statusChanged = before.status !== input.status;
    const read = async () => {
      const [row] = await tx
        .select(adminColumns)
        .from(productFeedback)
        .innerJoin(users, eq(users.id, productFeedback.userId))
        .where(eq(productFeedback.id, input.id));
      return row!;
    };
    if (!statusChanged && note === before.adminNote) return { feedback: await read(), changed: false, notified: false };

    const statusChangedAt = statusChanged ? now : before.statusChangedAt;
    await tx
      .update(productFeedback)
      .set({ status: input.status, adminNote: note, statusChangedAt, updatedAt: now })
      .where(eq(productFeedback.id, input.id));
    await recordChange(tx, admin, {
      action: 'update',
      entityType: 'product_feedback',
      entityId: input.id,
      label: excerptOf(before.message),
      before: { status: before.status, adminNote: before.adminNote },
      after: { status: input.status, adminNote: note },
    });
    let notified = false;
    if (statusChanged) {
      const written = await notify(tx, [
        {
          userId: before.userId,
          type: 'other',
          title: FEEDBACK_TEXT.notificationTitle(input.status),
          content: FEEDBACK_TEXT.notificationContent(excerptOf(before.message), note),
          link: FEEDBACK_PAGE_PATH,
          eventKey: `feedback:${input.id}:${input.status}:${now.getTime()}`,
        },
      ]);
      notified = written > 0;
    }
    return { feedback: await read(), changed: true, notified };
  });
}
