import type { z } from 'zod';
import type { NotificationType } from '../../shared/constants/community';
import type {
  NotificationDto,
  NotificationSettingsDto,
  announcementInput,
  notificationSettingsInput,
  pageInput,
} from '../../shared/schemas/community';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationMutes, notifications } from '../db/schema';
import type { Page } from '../community/threads';

/** One notification to write; `eventKey` makes a repeat of the same event a no-op. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  content: string;
  link: string | null;
  eventKey: string;
}

/**
 * Writes notifications, skipping types their member muted and repeats of an event; pass the
 * caller's transaction as `db` to write them with the change that caused them. Rows for one
 * member and event are candidates in order of preference: at most one is written.
 */
export async function notify(db: Db, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const muted = await db
    .select({ userId: notificationMutes.userId, type: notificationMutes.type })
    .from(notificationMutes)
    .where(inArray(notificationMutes.userId, [...new Set(rows.map((row) => row.userId))]));
  const isMuted = new Set(muted.map((m) => `${m.userId}:${m.type}`));
  // A member may be offered one event under several types (mentioned in a reply to her own
  // thread): the first type she hasn't muted wins.
  const seen = new Set<string>();
  const wanted = rows.filter((row) => {
    const event = `${row.userId}:${row.eventKey}`;
    if (isMuted.has(`${row.userId}:${row.type}`) || seen.has(event)) return false;
    seen.add(event);
    return true;
  });
  if (wanted.length === 0) return 0;
  const written = await db
    .insert(notifications)
    .values(wanted)
    // The same event twice (a retried request, an edit that repeats a mention) stays one notification.
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return written.length;
}

export async function unreadCount(db: Db, userId: number | null): Promise<{ count: number }> {
  throw new Error('not implemented');
}

export async function listNotifications(db: Db, userId: number, input: z.output<typeof pageInput>): Promise<Page<NotificationDto>> {
  throw new Error('not implemented');
}

/** NOT_FOUND (NOTIFICATION_TEXT.notFound) for another member's notification. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationDto> {
  throw new Error('not implemented');
}

export async function markAllRead(db: Db, userId: number): Promise<{ updated: number }> {
  throw new Error('not implemented');
}

export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettingsDto> {
  throw new Error('not implemented');
}

export async function updateNotificationSettings(
  db: Db,
  userId: number,
  input: z.output<typeof notificationSettingsInput>,
): Promise<NotificationSettingsDto> {
  throw new Error('not implemented');
}

/** An admin's announcement to every member (`admin_announcement`). */
export async function announce(db: Db, adminId: number, input: z.output<typeof announcementInput>): Promise<{ sent: number }> {
  throw new Error('not implemented');
}
