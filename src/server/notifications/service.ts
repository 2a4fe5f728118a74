import type { z } from 'zod';
import type { NotificationType } from '../../shared/constants/community';
import type {
  NotificationDto,
  NotificationSettingsDto,
  announcementInput,
  notificationSettingsInput,
  pageInput,
} from '../../shared/schemas/community';
import type { Db } from '../db/client';
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
 * Writes notifications (skipping members who muted the type and repeats of an event), inside the
 * caller's transaction when given one.
 */
export async function notify(db: Db, notifications: NewNotification[]): Promise<number> {
  throw new Error('not implemented');
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
