import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FEEDBACK_LIMITS, FEEDBACK_TEXT } from '../../shared/constants/feedback';
import type { Page } from '../../shared/schemas/common';
import type { FeedbackDto, myFeedbackInput, submitFeedbackInput } from '../../shared/schemas/feedback';
import { sitePathOf } from '../../shared/rules/feedback';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { afterCursor, exactTime, toPage } from '../db/cursor';
import { productFeedback, users } from '../db/schema';
import { fieldError } from '../trpc/field-errors';

const DAY_MS = 86_400_000;

/** The columns a member sees of her feedback. */
export const feedbackColumns = {
  id: productFeedback.id,
  category: productFeedback.category,
  message: productFeedback.message,
  pageLink: productFeedback.pageLink,
  status: productFeedback.status,
  adminNote: productFeedback.adminNote,
  createdAt: productFeedback.createdAt,
  statusChangedAt: productFeedback.statusChangedAt,
};

/**
 * Saves a member's feedback as new. The page link is kept as a path of this site (`siteUrl`'s
 * address is accepted and cut to its path; another site's is refused). At most
 * FEEDBACK_LIMITS.perDay in any 24 hours: her account row is locked while counting, so two at
 * once can't both slip under the cap.
 */
export async function submitFeedback(
  db: Db,
  member: SessionUser,
  input: z.output<typeof submitFeedbackInput>,
  siteUrl: string,
  now = new Date(),
): Promise<FeedbackDto> {
  let pageLink: string | null = null;
  if (input.pageLink) {
    const link = sitePathOf(input.pageLink, siteUrl);
    if ('problem' in link) throw fieldError('BAD_REQUEST', 'pageLink', link.problem);
    pageLink = link.path;
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(productFeedback)
      .where(and(eq(productFeedback.userId, member.id), gt(productFeedback.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.count ?? 0) >= FEEDBACK_LIMITS.perDay) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: FEEDBACK_TEXT.tooMany });
    }
    const [row] = await tx
      .insert(productFeedback)
      .values({ userId: member.id, category: input.category, message: input.message, pageLink, createdAt: now, updatedAt: now })
      .returning(feedbackColumns);
    return row!;
  });
}

/** Her feedback, newest first, keyset-paged over product_feedback_member_recent_idx. */
export async function myFeedback(db: Db, userId: number, input: z.output<typeof myFeedbackInput>): Promise<Page<FeedbackDto>> {
  const rows = await db
    .select({ ...feedbackColumns, at: exactTime(productFeedback.createdAt) })
    .from(productFeedback)
    .where(
      and(
        eq(productFeedback.userId, userId),
        input.cursor ? afterCursor(productFeedback.createdAt, productFeedback.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(productFeedback.createdAt), desc(productFeedback.id))
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    (row) => row.at,
    ({ at: _at, ...dto }) => dto,
  );
}
