import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT, NOTIFICATION_TYPES } from '../../shared/constants/community';
import { createTestNotification } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import { rawRows } from '../db/client';
import { notificationMutes, notifications, users } from '../db/schema';
import { ANNOUNCEMENT_BATCH_SIZE, notify, unreadCountQuery } from './service';

const t = useTestDb();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true]));
let titles = 0;
const uniqueTitle = () => `Announcement ${process.pid}-${++titles}`;

async function notificationsOf(userId: number) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('notifications.unreadCount', () => {
  it('is 0 with no user and counts only the member’s own unread notifications', async () => {
    const member = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await createTestNotification(t.db, { userId: member.id });
    await createTestNotification(t.db, { userId: member.id });
    await createTestNotification(t.db, { userId: member.id, isRead: true });
    await createTestNotification(t.db, { userId: other.id });
    expect(await (await callerFor(t.db)).caller.notifications.unreadCount()).toEqual({ count: 0 });
    expect(await (await callerFor(t.db, member)).caller.notifications.unreadCount()).toEqual({ count: 2 });
    expect(await (await callerFor(t.db, other)).caller.notifications.unreadCount()).toEqual({ count: 1 });
  });

  it('is answered from the partial index of unread notifications', async () => {
    const member = await createTestUser(t.db);
    const plan = await t.db.transaction(async (tx) => {
      // On a nearly empty table the planner rightly prefers a scan; this asks whether it can use the index at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = await rawRows<Record<string, string>>(tx, sql`explain ${unreadCountQuery(tx, member.id)}`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('notifications_member_unread_idx');
  });
});

describe('notifications.list', () => {
  it('lists the member’s own notifications newest first, a page at a time', async () => {
    const member = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await createTestNotification(t.db, { userId: member.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    }
    await createTestNotification(t.db, { userId: other.id });
    const { caller } = await callerFor(t.db, member);
    const first = await caller.notifications.list({ limit: 2 });
    expect(first.items.map((n) => n.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(first.items[0]).toEqual({
      id: made[4]!.id,
      type: 'other',
      title: made[4]!.title,
      content: made[4]!.content,
      link: made[4]!.link,
      isRead: false,
      createdAt: made[4]!.createdAt,
    });
    const second = await caller.notifications.list({ limit: 2, cursor: first.nextCursor! });
    const third = await caller.notifications.list({ limit: 2, cursor: second.nextCursor! });
    expect([...second.items, ...third.items].map((n) => n.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    expect(third.nextCursor).toBeNull();
  });

  it('pages through notifications written in one statement (same microsecond) without skipping any', async () => {
    const member = await createTestUser(t.db);
    const written = await notify(
      t.db,
      Array.from({ length: 7 }, (_, i) => ({
        userId: member.id,
        type: 'other' as const,
        title: `Batch ${i}`,
        content: '',
        link: null,
        eventKey: `batch-test:${member.id}:${i}`,
      })),
    );
    expect(written).toBe(7);
    const { caller } = await callerFor(t.db, member);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await caller.notifications.list({ limit: 2, cursor });
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const ids = (await notificationsOf(member.id)).map((n) => n.id).sort((a, b) => b - a);
    expect(seen).toEqual(ids);
  });

  it('refuses a visitor and a forged cursor', async () => {
    expect((await errorOf((await callerFor(t.db)).caller.notifications.list({}))).code).toBe('UNAUTHORIZED');
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    expect((await errorOf(caller.notifications.list({ cursor: 'garbage' }))).code).toBe('BAD_REQUEST');
    const forged = Buffer.from('now|1').toString('base64url');
    expect((await errorOf(caller.notifications.list({ cursor: forged }))).code).toBe('BAD_REQUEST');
  });
});

describe('notifications.markRead and markAllRead', () => {
  it('marks the member’s own notification read, idempotently', async () => {
    const member = await createTestUser(t.db);
    const notice = await createTestNotification(t.db, { userId: member.id });
    const { caller } = await callerFor(t.db, member);
    const answer = await caller.notifications.markRead({ id: notice.id });
    expect(answer).toMatchObject({ id: notice.id, isRead: true, title: notice.title });
    expect(await caller.notifications.markRead({ id: notice.id })).toMatchObject({ id: notice.id, isRead: true });
    expect(await caller.notifications.unreadCount()).toEqual({ count: 0 });
  });

  it('answers NOT_FOUND for another member’s notification (admin included) or a missing one, changing nothing', async () => {
    const owner = await createTestUser(t.db);
    const notice = await createTestNotification(t.db, { userId: owner.id });
    const other = await callerFor(t.db, await createTestUser(t.db));
    const admin = await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    const expected = { code: 'NOT_FOUND', message: NOTIFICATION_TEXT.notFound };
    expect(await errorOf(other.caller.notifications.markRead({ id: notice.id }))).toEqual(expected);
    expect(await errorOf(admin.caller.notifications.markRead({ id: notice.id }))).toEqual(expected);
    expect(await errorOf(other.caller.notifications.markRead({ id: 2_000_000_000 }))).toEqual(expected);
    expect((await errorOf((await callerFor(t.db)).caller.notifications.markRead({ id: notice.id }))).code).toBe('UNAUTHORIZED');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, notice.id));
    expect(row!.isRead).toBe(false);
  });

  it('refuses a bad id with BAD_REQUEST', async () => {
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    for (const id of ['abc', 0, -1, 1.5, 99_999_999_999]) {
      expect((await errorOf(caller.notifications.markRead({ id: id as number }))).code, String(id)).toBe('BAD_REQUEST');
    }
  });

  it('marks all of the member’s own notifications read, and nobody else’s', async () => {
    const member = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (let i = 0; i < 3; i++) await createTestNotification(t.db, { userId: member.id });
    await createTestNotification(t.db, { userId: member.id, isRead: true });
    await createTestNotification(t.db, { userId: other.id });
    const { caller } = await callerFor(t.db, member);
    expect(await caller.notifications.markAllRead()).toEqual({ updated: 3 });
    expect(await caller.notifications.markAllRead()).toEqual({ updated: 0 });
    expect((await notificationsOf(member.id)).every((n) => n.isRead)).toBe(true);
    expect((await notificationsOf(other.id)).map((n) => n.isRead)).toEqual([false]);
    expect((await errorOf((await callerFor(t.db)).caller.notifications.markAllRead())).code).toBe('UNAUTHORIZED');
  });
});

describe('notifications.preferences', () => {
  it('has every type on until the member turns one off, and changes only what is named', async () => {
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    expect(await caller.notifications.preferences()).toEqual(allOn);
    const off = await caller.notifications.updatePreferences({ enabled: { tag: false, thread_participation: false } });
    expect(off).toEqual({ ...allOn, tag: false, thread_participation: false });
    // Saying it twice changes nothing; naming nothing changes nothing.
    expect(await caller.notifications.updatePreferences({ enabled: { tag: false } })).toEqual(off);
    expect(await caller.notifications.updatePreferences({ enabled: {} })).toEqual(off);
    expect(await caller.notifications.updatePreferences({ enabled: { tag: true, other: false } })).toEqual({
      ...allOn,
      thread_participation: false,
      other: false,
    });
    expect(await caller.notifications.preferences()).toEqual({ ...allOn, thread_participation: false, other: false });
    const mutes = await t.db.select().from(notificationMutes).where(eq(notificationMutes.userId, member.id));
    expect(mutes.map((m) => m.type).sort()).toEqual(['other', 'thread_participation']);
    // Another member's settings are her own.
    expect(await (await callerFor(t.db, await createTestUser(t.db))).caller.notifications.preferences()).toEqual(allOn);
  });

  it('keeps muted types out of notify()', async () => {
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    await caller.notifications.updatePreferences({ enabled: { tag: false } });
    const base = { userId: member.id, title: 'Hi', content: '', link: null };
    expect(await notify(t.db, [{ ...base, type: 'tag', eventKey: 'mute-test:1' }])).toBe(0);
    expect(await notify(t.db, [{ ...base, type: 'thread_reply', eventKey: 'mute-test:2' }])).toBe(1);
  });

  it('refuses visitors and unknown types', async () => {
    const visitor = (await callerFor(t.db)).caller;
    expect((await errorOf(visitor.notifications.preferences())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(visitor.notifications.updatePreferences({ enabled: { tag: false } }))).code).toBe('UNAUTHORIZED');
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    const bad = { enabled: { banana: false } } as unknown as { enabled: Record<string, boolean> };
    expect((await errorOf(caller.notifications.updatePreferences(bad))).code).toBe('BAD_REQUEST');
    const notBoolean = { enabled: { tag: 'no' } } as unknown as { enabled: Record<string, boolean> };
    expect((await errorOf(caller.notifications.updatePreferences(notBoolean))).code).toBe('BAD_REQUEST');
  });
});

describe('notifications.announce', () => {
  it('is for admins only', async () => {
    const input = { title: uniqueTitle(), content: 'Hello all' };
    expect((await errorOf((await callerFor(t.db)).caller.notifications.announce(input))).code).toBe('UNAUTHORIZED');
    const member = await callerFor(t.db, await createTestUser(t.db));
    expect((await errorOf(member.caller.notifications.announce(input))).code).toBe('FORBIDDEN');
    const [sent] = await t.db.select({ count: count() }).from(notifications).where(eq(notifications.title, input.title));
    expect(sent!.count).toBe(0);
  });

  it('reaches every member but the sending admin, once each, except those who muted announcements', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const otherAdmin = await createTestUser(t.db, { role: 'admin' });
    const member = await createTestUser(t.db);
    const muter = await createTestUser(t.db);
    await (await callerFor(t.db, muter)).caller.notifications.updatePreferences({ enabled: { admin_announcement: false } });
    const { caller } = await callerFor(t.db, admin);
    const title = uniqueTitle();

    const answer = await caller.notifications.announce({ title, content: 'The giveaway is drawn on Friday.' });

    const [everyone] = await t.db.select({ count: count() }).from(users);
    expect(answer).toEqual({ sent: everyone!.count - 2 });
    const rows = await t.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows).toHaveLength(answer.sent);
    const recipients = new Set(rows.map((row) => row.userId));
    expect(recipients.size).toBe(rows.length);
    expect(recipients.has(admin.id)).toBe(false);
    expect(recipients.has(muter.id)).toBe(false);
    expect(recipients.has(otherAdmin.id)).toBe(true);
    const mine = rows.find((row) => row.userId === member.id);
    expect(mine).toMatchObject({
      type: 'admin_announcement',
      title,
      content: 'The giveaway is drawn on Friday.',
      link: '/community',
      isRead: false,
      eventKey: expect.stringMatching(/^announcement:.+/),
    });
    expect(new Set(rows.map((row) => row.eventKey)).size).toBe(1);
    const memberCaller = (await callerFor(t.db, member)).caller;
    expect((await memberCaller.notifications.list({})).items[0]).toMatchObject({ type: 'admin_announcement', title });
  });

  it('keeps a given link, and sends the same words twice as two announcements', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, admin);
    const title = uniqueTitle();
    await caller.notifications.announce({ title, content: 'New perks', link: '/perks' });
    await caller.notifications.announce({ title, content: 'New perks', link: '' });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, title), eq(notifications.userId, member.id)));
    expect(rows.map((row) => row.link).sort()).toEqual(['/community', '/perks']);
  });

  it('refuses an outside link and an empty message', async () => {
    const { caller } = await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      expect((await errorOf(caller.notifications.announce({ title: 'Hi there', content: 'x', link }))).code, link).toBe('BAD_REQUEST');
    }
    expect((await errorOf(caller.notifications.announce({ title: 'Hi there', content: '   ' }))).code).toBe('BAD_REQUEST');
  });

  it(`writes in batches of ${ANNOUNCEMENT_BATCH_SIZE} members and reaches them all`, async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    // Straight to the table: hashing 2,500 passwords would take the test a minute.
    await t.db.insert(users).values(
      Array.from({ length: ANNOUNCEMENT_BATCH_SIZE * 2 + 500 }, (_, i) => ({
        username: `bulk_${process.pid}_${i}`,
        email: `bulk_${process.pid}_${i}@example.com`,
        passwordHash: 'not-a-hash',
      })),
    );
    const { caller } = await callerFor(t.db, admin);
    const title = uniqueTitle();
    const { sent } = await caller.notifications.announce({ title, content: 'Welcome, everyone' });
    const [everyone] = await t.db.select({ count: count() }).from(users);
    const [muted] = await t.db.select({ count: count() }).from(notificationMutes).where(eq(notificationMutes.type, 'admin_announcement'));
    expect(sent).toBe(everyone!.count - 1 - muted!.count);
    const [written] = await t.db.select({ count: count() }).from(notifications).where(eq(notifications.title, title));
    expect(written!.count).toBe(sent);
  });
});
