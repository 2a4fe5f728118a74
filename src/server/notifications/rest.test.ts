import type { Role } from '../../shared/rules/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { NOTIFICATION_TEXT } from '../../shared/constants/community';
import { createTestNotification } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { notifications } from '../db/schema';

const t = useTestDb();

async function signedIn(options: { role?: Role } = {}) {
  const user = await createTestUser(t.db, options);
  return { user, cookie: await sessionCookieFor(t.db, user) };
}

const get = (cookie?: string): RequestInit => ({ headers: cookie ? { cookie } : {} });
const put = (cookie?: string, body?: unknown) => jsonRequest('PUT', body, cookie ? { cookie } : {});

async function isRead(id: number) {
  const [row] = await t.db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, id));
  return row!.isRead;
}

describe('notifications REST paths', () => {
  it('GET /api/notifications/unread-count answers {count}, 0 with no user', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    await createTestNotification(t.db, { userId: member.user.id });
    await createTestNotification(t.db, { userId: member.user.id, isRead: true });

    const visitor = await app.request('/api/notifications/unread-count');
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ count: 0 });
    const mine = await app.request('/api/notifications/unread-count', get(member.cookie));
    expect(await mine.json()).toEqual({ count: 1 });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('GET /api/notifications answers an array of the spec’s fields, newest first, paged by X-Next-Cursor', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    const other = await signedIn();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await createTestNotification(t.db, { userId: member.user.id, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) }));
    }
    await createTestNotification(t.db, { userId: other.user.id });

    const first = await app.request('/api/notifications?limit=2', get(member.cookie));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const items = await first.json();
    expect(items.map((n: { id: number }) => n.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(Object.keys(items[0]).sort()).toEqual(['content', 'createdAt', 'id', 'isRead', 'link', 'title', 'type']);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await app.request(`/api/notifications?limit=2&cursor=${next}`, get(member.cookie));
    expect((await second.json()).map((n: { id: number }) => n.id)).toEqual([made[0]!.id]);
    expect(second.headers.get('x-next-cursor')).toBeNull();

    const visitor = await app.request('/api/notifications');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: AUTH_TEXT.notAuthenticated });
    for (const query of ['limit=0', 'limit=abc', 'cursor=garbage']) {
      expect((await app.request(`/api/notifications?${query}`, get(member.cookie))).status, query).toBe(400);
    }
  });

  it('PUT /api/notifications/{id}/read marks only your own: another member’s (or an admin’s) try is a 404', async () => {
    const app = testApp(t.db);
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const notice = await createTestNotification(t.db, { userId: owner.user.id });

    expect((await app.request(`/api/notifications/${notice.id}/read`, put())).status).toBe(401);
    for (const intruder of [other, admin]) {
      const response = await app.request(`/api/notifications/${notice.id}/read`, put(intruder.cookie));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: NOTIFICATION_TEXT.notFound });
    }
    expect(await isRead(notice.id)).toBe(false);
    expect((await app.request('/api/notifications/2000000000/read', put(owner.cookie))).status).toBe(404);

    const marked = await app.request(`/api/notifications/${notice.id}/read`, put(owner.cookie));
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ id: notice.id, isRead: true });
    expect((await app.request(`/api/notifications/${notice.id}/read`, put(owner.cookie))).status).toBe(200);
    expect(await isRead(notice.id)).toBe(true);

    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await app.request(`/api/notifications/${id}/read`, put(owner.cookie));
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^id: /) });
    }
  });

  it('PUT /api/notifications/mark-all-read marks all of your own and nobody else’s', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    const other = await signedIn();
    const mine = [
      await createTestNotification(t.db, { userId: member.user.id }),
      await createTestNotification(t.db, { userId: member.user.id }),
    ];
    const theirs = await createTestNotification(t.db, { userId: other.user.id });

    expect((await app.request('/api/notifications/mark-all-read', put())).status).toBe(401);
    const response = await app.request('/api/notifications/mark-all-read', put(member.cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 2 });
    for (const notice of mine) expect(await isRead(notice.id)).toBe(true);
    expect(await isRead(theirs.id)).toBe(false);
    expect(await (await app.request('/api/notifications/unread-count', get(member.cookie))).json()).toEqual({ count: 0 });
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const app = testApp(t.db);
    const response = await app.request('/api/notifications/mark-all-read', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('PUT');
  });
});
