import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../../shared/constants/community';
import { EMAIL_BY_DEFAULT, NOTIFICATION_EMAIL_TOPICS } from '../../shared/constants/newsletter';
import { PRODUCT_NAME } from '../../shared/constants/product';
import type { NotificationPreferencesDto, notificationEmailPreferencesInput } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { notificationEmailPrefs, notifications, users } from '../db/schema';
import type { EmailMessage, Mailer } from '../email/mailer';
import { escapeHtml, layout } from '../email/templates';
import { enqueueJobs } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import { notificationToken, unsubscribeHeaders, unsubscribePageUrl } from '../email/unsubscribe-links';

export const NOTIFICATION_EMAIL_JOB = 'notification.email';

const byDefault = (type: NotificationType) => (EMAIL_BY_DEFAULT as readonly NotificationType[]).includes(type);

/** Per type, whether it also comes by email: the member's choice, else PRODUCT.md's default. */
export async function notificationEmailPreferences(db: Db, userId: number): Promise<NotificationPreferencesDto> {
  const chosen = await db.select().from(notificationEmailPrefs).where(eq(notificationEmailPrefs.userId, userId));
  const preferences = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, byDefault(type)])) as NotificationPreferencesDto;
  for (const row of chosen) preferences[row.type] = row.byEmail;
  return preferences;
}

export async function updateNotificationEmailPreferences(
  db: Db,
  userId: number,
  input: z.output<typeof notificationEmailPreferencesInput>,
) {
  const entries = Object.entries(input.byEmail).filter((entry): entry is [NotificationType, boolean] => entry[1] !== undefined);
  return db.transaction(async (tx) => {
    for (const [type, byEmail] of entries) {
      await tx
        .insert(notificationEmailPrefs)
        .values({ userId, type, byEmail })
        .onConflictDoUpdate({ target: [notificationEmailPrefs.userId, notificationEmailPrefs.type], set: { byEmail } });
    }
    return notificationEmailPreferences(tx, userId);
  });
}

/** Whether each member wants each type by email, for a batch of new notifications. */
async function wantsEmail(db: Db, rows: { userId: number; type: NotificationType }[]) {
  const chosen = await db
    .select()
    .from(notificationEmailPrefs)
    .where(inArray(notificationEmailPrefs.userId, [...new Set(rows.map((row) => row.userId))]));
  const choice = new Map(chosen.map((row) => [`${row.userId}:${row.type}`, row.byEmail]));
  return (row: { userId: number; type: NotificationType }) => choice.get(`${row.userId}:${row.type}`) ?? byDefault(row.type);
}

/**
 * Queues an email for each new notification its member wants by email, in the transaction that
 * wrote them: one job each, so a retry never sends another member's email twice.
 */
export async function queueNotificationEmails(db: Db, written: { id: number; userId: number; type: NotificationType }[]) {
  if (written.length === 0) return;
  const wants = await wantsEmail(db, written);
  await enqueueJobs(
    db,
    NOTIFICATION_EMAIL_JOB,
    written.filter(wants).map((row) => ({ notificationId: row.id })),
  );
}

function notificationEmail(
  row: { title: string; content: string; link: string | null; type: NotificationType; email: string; username: string },
  publicUrl: string,
  token: string,
): EmailMessage {
  const link = `${publicUrl}${row.link ?? '/notifications'}`;
  const stop = unsubscribePageUrl(publicUrl, token);
  const settings = `${publicUrl}/profile/notifications`;
  const why = `You get ${NOTIFICATION_EMAIL_TOPICS[row.type]} from ${PRODUCT_NAME}.`;
  return {
    to: row.email,
    subject: row.title,
    text: [
      `Hi ${row.username},`,
      row.content,
      `Open it: ${link}`,
      `--\n${why}\nStop these emails: ${stop}\nAll your settings: ${settings}`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(row.username)},`,
      escapeHtml(row.content).replace(/\n/g, '<br>'),
      `<a href="${escapeHtml(link)}" style="color:#b4533f">Open it on ${PRODUCT_NAME}</a>`,
      `<span style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(stop)}" style="color:#6b7280">Stop these emails</a> · <a href="${escapeHtml(settings)}" style="color:#6b7280">All your settings</a></span>`,
    ]),
    headers: unsubscribeHeaders(publicUrl, token),
  };
}

/** Sends one notification's email, unless the member has since turned that type's emails off. */
export function sendNotificationEmail(services: { db: Db; mailer: Mailer; publicUrl: string }): JobHandler {
  return async ({ notificationId }: { notificationId: number }) => {
    const { db } = services;
    const [row] = await db
      .select({
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
        content: notifications.content,
        link: notifications.link,
        email: users.email,
        username: users.username,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, notificationId)));
    if (!row || !(await wantsEmail(db, [row]))(row)) return;
    const token = await notificationToken(db, row.userId, row.type);
    await services.mailer.send({ ...notificationEmail(row, services.publicUrl, token), key: `notification-${notificationId}` });
  };
}
