import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTIFICATION_TEXT, NOTIFICATION_TYPES, type NotificationType } from '../../shared/constants/community';
import type { Page } from '../../shared/schemas/common';
import type {
  NotificationDto,
  NotificationPreferencesDto,
  announcementInput,
  notificationPreferencesInput,
  pageInput,
} from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { afterCursor, exactTime, toPage } from '../db/cursor';
import { queueNotificationEmails } from './email';
import { memberRelations, notificationMutes, notifications, users } from '../db/schema';
import { relationInForce } from '../community/relations';

/** One notification to write; `eventKey` makes a repeat of the same event a no-op. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  content: string;
  link: string | null;
  eventKey: string;
  /** The member whose post caused it: a member who muted or blocked her is not told. */
  actorId?: number;
}

/**
 * The recipient–actor pairs (`recipient:actor`) where the recipient muted or blocked the actor:
 * one query for the whole batch, whatever its size.
 */
async function silencedPairs(db: Db, rows: NewNotification[]): Promise<Set<string>> {
  const actors = [...new Set(rows.flatMap((row) => (row.actorId === undefined ? [] : [row.actorId])))];
  if (actors.length === 0) return new Set();
  const pairs = await db
    .select({ userId: memberRelations.userId, otherId: memberRelations.otherId })
    .from(memberRelations)
    .innerJoin(users, eq(users.id, memberRelations.otherId))
    .where(
      and(
        inArray(memberRelations.userId, [...new Set(rows.map((row) => row.userId))]),
        inArray(memberRelations.otherId, actors),
        relationInForce(),
      ),
    );
  return new Set(pairs.map((pair) => `${pair.userId}:${pair.otherId}`));
}

/**
 * Writes notifications, skipping types their member muted, members who muted or blocked the one
 * who acted, and repeats of an event; pass the caller's transaction as `db` to write them with
 * the change that caused them. Rows for one member and event are candidates in order of
 * preference: at most one is written.
 */
export async function notify(db: Db, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const muted = await db
    .select({ userId: notificationMutes.userId, type: notificationMutes.type })
    .from(notificationMutes)
    .where(inArray(notificationMutes.userId, [...new Set(rows.map((row) => row.userId))]));
  const silenced = await silencedPairs(db, rows);
  const isMuted = new Set(muted.map((m) => `${m.userId}:${m.type}`));
  // A member may be offered one event under several types (mentioned in a reply to her own
  // thread): the first type she hasn't muted wins.
  const seen = new Set<string>();
  const wanted = rows.filter((row) => {
    const event = `${row.userId}:${row.eventKey}`;
    if (isMuted.has(`${row.userId}:${row.type}`) || seen.has(event)) return false;
    if (row.actorId !== undefined && silenced.has(`${row.userId}:${row.actorId}`)) return false;
    seen.add(event);
    return true;
  });
  if (wanted.length === 0) return 0;
  const written = await db
    .insert(notifications)
    .values(wanted.map(({ actorId: _actorId, ...row }) => row))
    // The same event twice (a retried request, an edit that repeats a mention) stays one notification.
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
  await queueNotificationEmails(db, written);
  return written.length;
}

/**
 * A service notice from the team about her own account (a penalty, a decision, an appeal's
 * answer): written past her notification settings and mutes, as a password reset email is, since
 * she must hear of it. Once per event, like notify().
 */
export async function serviceNotice(db: Db, notice: Omit<NewNotification, 'type'>): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...notice, type: 'other' })
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] });
}

/** Every type on, as the settings page shows it before any change. */
function allEnabled(): NotificationPreferencesDto {
  return Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as NotificationPreferencesDto;
}

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  content: notifications.content,
  link: notifications.link,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

/** `not is_read` written exactly as notifications_member_unread_idx's predicate, so the planner uses it. */
const isUnread = () => sql`not ${notifications.isRead}`;

/** The unread-count query by itself, so a test can check its plan. */
export function unreadCountQuery(db: Db, userId: number) {
  return db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isUnread()));
}

/** 0 with no user (PRODUCT.md "Calls and answers"): the bell asks before it knows who is signed in. */
export async function unreadCount(db: Db, userId: number | null): Promise<{ count: number }> {
  if (userId === null) return { count: 0 };
  const [row] = await unreadCountQuery(db, userId);
  return { count: row?.count ?? 0 };
}

/** Newest first, keyset-paged over notifications_member_recent_idx. */
export async function listNotifications(db: Db, userId: number, input: z.output<typeof pageInput>): Promise<Page<NotificationDto>> {
  const rows = await db
    .select({ ...columns, at: exactTime(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        input.cursor ? afterCursor(notifications.createdAt, notifications.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    (row) => row.at,
    ({ at: _at, ...dto }) => dto,
  );
}

/**
 * Idempotent. NOT_FOUND (NOTIFICATION_TEXT.notFound) for another member's notification as for
 * one that doesn't exist: nobody learns which ids are taken.
 */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationDto> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOTIFICATION_TEXT.notFound });
  return row;
}

export async function markAllRead(db: Db, userId: number): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), isUnread()))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** Every type on unless the member muted it (a row in notification_mutes). */
export async function notificationPreferences(db: Db, userId: number): Promise<NotificationPreferencesDto> {
  const muted = await db.select({ type: notificationMutes.type }).from(notificationMutes).where(eq(notificationMutes.userId, userId));
  const preferences = allEnabled();
  for (const { type } of muted) preferences[type] = false;
  return preferences;
}

/** Types left out of `enabled` keep their setting; answers all the preferences after the change. */
export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  input: z.output<typeof notificationPreferencesInput>,
): Promise<NotificationPreferencesDto> {
  const entries = Object.entries(input.enabled) as [NotificationType, boolean | undefined][];
  const turnOn = entries.filter(([, on]) => on === true).map(([type]) => type);
  const turnOff = entries.filter(([, on]) => on === false).map(([type]) => type);
  return db.transaction(async (tx) => {
    if (turnOn.length > 0) {
      await tx.delete(notificationMutes).where(and(eq(notificationMutes.userId, userId), inArray(notificationMutes.type, turnOn)));
    }
    if (turnOff.length > 0) {
      await tx
        .insert(notificationMutes)
        .values(turnOff.map((type) => ({ userId, type })))
        .onConflictDoNothing();
    }
    return notificationPreferences(tx, userId);
  });
}

/** Members written per statement: 100,000 members make 100 statements, not one giant one. */
export const ANNOUNCEMENT_BATCH_SIZE = 1000;
export const ANNOUNCEMENT_DEFAULT_LINK = '/community';

/**
 * An admin's announcement to every member but the sender (`admin_announcement`), skipping those
 * who muted announcements. One transaction: a failure half-way sends nothing, so the admin can
 * simply send again, where a partial send retried would reach half the members twice.
 */
export async function announce(db: Db, adminId: number, input: z.output<typeof announcementInput>): Promise<{ sent: number }> {
  const eventKey = `announcement:${randomUUID()}`;
  const link = input.link || ANNOUNCEMENT_DEFAULT_LINK;
  return db.transaction(async (tx) => {
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const batch = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(gt(users.id, afterId), ne(users.id, adminId)))
        .orderBy(asc(users.id))
        .limit(ANNOUNCEMENT_BATCH_SIZE);
      if (batch.length === 0) break;
      sent += await notify(
        tx,
        batch.map(({ id }) => ({ userId: id, type: 'admin_announcement', title: input.title, content: input.content, link, eventKey })),
      );
      if (batch.length < ANNOUNCEMENT_BATCH_SIZE) break;
      afterId = batch.at(-1)!.id;
    }
    return { sent };
  });
}
