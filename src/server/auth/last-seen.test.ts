import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { sessionCookieFor, testApp } from '../../test/server';
import { users } from '../db/schema';
import { noteSeen } from './last-seen';

const t = useTestDb();

const lastSeenOf = async (id: number) => (await t.db.select({ day: users.lastSeenOn }).from(users).where(eq(users.id, id)))[0]!.day;

describe('users.lastSeenOn', () => {
  it('is the Sydney day, written once a day per member', async () => {
    const kate = await createTestUser(t.db);
    const app = { db: t.db };
    // 2026-11-28 14:30 UTC is already the 29th in Sydney (UTC+11).
    expect(await noteSeen(app, kate.id, new Date('2026-11-28T14:30:00Z'))).toBe(true);
    expect(await lastSeenOf(kate.id)).toBe('2026-11-29');
    expect(await noteSeen(app, kate.id, new Date('2026-11-29T02:00:00Z'))).toBe(false);
    expect(await noteSeen(app, kate.id, new Date('2026-11-29T13:30:00Z'))).toBe(true);
    expect(await lastSeenOf(kate.id)).toBe('2026-11-30');
  });

  it('is written by the session middleware for a signed-in request, not for a visitor', async () => {
    const app = testApp(t.db);
    const kate = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    expect(await lastSeenOf(kate.id)).toBeNull();
    const res = await app.request('/api/user', { headers: { cookie: await sessionCookieFor(t.db, kate) } });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await lastSeenOf(kate.id)).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    await app.request('/api/user');
    expect(await lastSeenOf(other.id)).toBeNull();
  });
});
