import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { formatSydneyDateTime } from '../../shared/lib/sydney-clock';
import { PENDING_REMINDER_HOURS, QUEUE_PAGE_MAX } from '../../shared/rules/moderation';
import type { Db } from '../db/client';
import { reviewItems, users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { escapeHtml, layout } from '../email/templates';

const HOUR_MS = 60 * 60 * 1000;
const T = MODERATION_TEXT.digest;

/**
 * The team's daily reminder (docs/PRODUCT.md "Moderation"): when items have waited in the queue
 * for more than PENDING_REMINDER_HOURS, every moderator and admin gets one email listing them in
 * the queue's order (the first QUEUE_PAGE_MAX; the subject counts them all). No email when none
 * have. Each message is named by the day and the reader, so a run repeated after a crash sends
 * the same message again, which mail systems and the outbox take as one.
 */
export async function queuePendingDigest(db: Db, publicUrl: string, day: string, now: Date = new Date()): Promise<number> {
  const waiting = and(
    eq(reviewItems.status, 'pending'),
    lt(reviewItems.firstReportedAt, new Date(now.getTime() - PENDING_REMINDER_HOURS * HOUR_MS)),
  );
  const [total] = await db.select({ count: count() }).from(reviewItems).where(waiting);
  if (!total || total.count === 0) return 0;
  const items = await db
    .select()
    .from(reviewItems)
    .where(waiting)
    .orderBy(desc(reviewItems.safety), desc(reviewItems.illegal), desc(reviewItems.reportCount), asc(reviewItems.firstReportedAt))
    .limit(QUEUE_PAGE_MAX);
  const team = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']));
  const lines = items.map((item) =>
    T.item(
      `${MODERATION_TEXT.targetTypes[item.targetType]} #${item.targetId}`,
      item.reportCount,
      formatSydneyDateTime(item.firstReportedAt),
    ),
  );
  const link = `${publicUrl}/admin/moderation`;
  await db.transaction(async (tx) => {
    for (const member of team) {
      await queueEmail(tx, {
        to: member.email,
        subject: T.subject(total.count),
        text: [T.intro(PENDING_REMINDER_HOURS), lines.map((line) => `- ${line}`).join('\n'), `${T.open}: ${link}`].join('\n\n'),
        html: layout([
          escapeHtml(T.intro(PENDING_REMINDER_HOURS)),
          lines.map(escapeHtml).join('<br>'),
          `<a href="${escapeHtml(link)}" style="color:#b4533f">${escapeHtml(T.open)}</a>`,
        ]),
        key: `moderation-digest-${day}-${member.id}`,
      });
    }
  });
  return team.length;
}
