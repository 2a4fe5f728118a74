import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_RULES } from '../../shared/constants/gamification';
import { sydneyMonthBounds } from '../../shared/lib/sydney-clock';
import { createTestThread, createTestTopic, TEST_SCREENER } from '../../test/community-factories';
import { createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import type { SessionUser } from '../auth/session';
import { createReply } from '../community/replies';
import { createThread } from '../community/threads';
import { auditLog, users } from '../db/schema';
import { writeLedgerRows } from './ledger';

const t = useTestDb();
const ORIGIN = { origin: TEST_PUBLIC_URL };

/** Ledger rows in hundredths for a member, dated. */
async function earned(userId: number, rows: [number, string][]) {
  await writeLedgerRows(
    t.db,
    rows.map(([amount, at]) => ({ userId, action: 'grant' as const, amount, note: 'test', createdAt: new Date(at) })),
  );
}

async function as(user: SessionUser | null) {
  const app = testApp(t.db);
  const cookie = user ? await sessionCookieFor(t.db, user) : undefined;
  const headers = { ...ORIGIN, ...(cookie && { cookie }) };
  return {
    get: (path: string) => app.request(`/api${path}`, { headers }),
    put: (path: string, body: unknown) => app.request(`/api${path}`, jsonRequest('PUT', body, headers)),
  };
}

describe('GET /api/gamification/stats/{userId}', () => {
  it('answers any member’s level, points and entries, to anyone', async () => {
    const member = await createTestUser(t.db);
    const now = new Date();
    await earned(member.id, [
      [1000, '2020-05-01T00:00:00Z'],
      [250, now.toISOString()],
    ]);
    const response = await (await as(null)).get(`/gamification/stats/${member.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      level: 3,
      levelTitle: 'Active Mum',
      levelEmoji: '⚡',
      monthlyPoints: 2.5,
      giveawayEntries: 3,
      totalPoints: 12.5,
      nextLevel: { level: 4, title: 'Chatty Mum', pointsNeeded: 7.5 },
    });
  });

  it('gives a new member level 1 and her free entry, an admin no entries, and level 10 no next level', async () => {
    const [member, admin] = await Promise.all([createTestUser(t.db), createTestUser(t.db, { role: 'admin' })]);
    await earned(admin.id, [[25_000, new Date().toISOString()]]);
    const api = await as(member);
    expect(await (await api.get(`/gamification/stats/${member.id}`)).json()).toMatchObject({
      level: 1,
      totalPoints: 0,
      giveawayEntries: 1,
    });
    expect(await (await api.get(`/gamification/stats/${admin.id}`)).json()).toMatchObject({
      level: 10,
      levelTitle: 'Super Mum',
      giveawayEntries: 0,
      nextLevel: null,
    });
  });

  it('is kept between awards, and shows an award at once', async () => {
    const member = await createTestUser(t.db);
    const recipe = await createTestRecipe(t.db);
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, member);
    const points = async () =>
      ((await (await app.request(`/api/gamification/stats/${member.id}`)).json()) as { totalPoints: number }).totalPoints;
    expect(await points()).toBe(0);
    // Written behind the app's back: the kept answer stands until an award goes through the app.
    await earned(member.id, [[500, new Date().toISOString()]]);
    expect(await points()).toBe(0);
    const liked = await app.request(
      '/api/likes',
      jsonRequest('POST', { contentType: 'recipe', contentId: recipe.id }, { ...ORIGIN, cookie }),
    );
    expect(liked.status).toBe(200);
    expect(await points()).toBe(5.1);
  });

  it('answers 404 for an unknown member and 400 for an id that isn’t one', async () => {
    const api = await as(null);
    const unknown = await api.get('/gamification/stats/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Member not found' });
    for (const bad of ['abc', '-3', '1.5', '99999999999']) expect((await api.get(`/gamification/stats/${bad}`)).status).toBe(400);
  });

  it('counts the monthly points by the Sydney month', async () => {
    const member = await createTestUser(t.db);
    const { start } = sydneyMonthBounds(new Date().toISOString().slice(0, 7));
    // Just before and just after the month began in Sydney.
    await earned(member.id, [
      [500, new Date(start.getTime() - 1).toISOString()],
      [300, start.toISOString()],
    ]);
    const stats = await (await (await as(null)).get(`/gamification/stats/${member.id}`)).json();
    expect(stats).toMatchObject({ totalPoints: 8, monthlyPoints: 3 });
  });
});

describe('GET and PUT /api/gamification/settings', () => {
  it('are for admins only', async () => {
    const member = await createTestUser(t.db);
    expect((await (await as(null)).get('/gamification/settings')).status).toBe(401);
    expect((await (await as(member)).get('/gamification/settings')).status).toBe(403);
    expect((await (await as(member)).put('/gamification/settings', DEFAULT_POINTS_RULES)).status).toBe(403);
  });

  it('answers the defaults, takes back exactly what it answered, and saves a change with an audit entry', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const api = await as(admin);
    const read = await (await api.get('/gamification/settings')).json();
    expect(read).toEqual({
      points: { thread: 0.5, reply: 0.25, like: 0.1, comment: 0.25 },
      dailyCaps: { thread: 5, reply: 20, like: 20, comment: 20 },
    });
    expect((await api.put('/gamification/settings', read)).status).toBe(200);

    const changed = {
      points: { thread: 1, reply: 0.3, like: 0.05, comment: 0.25 },
      dailyCaps: { thread: 3, reply: 10, like: 50, comment: 20 },
    };
    const saved = await api.put('/gamification/settings', changed);
    expect(await saved.json()).toEqual(changed);
    expect(await (await api.get('/gamification/settings')).json()).toEqual(changed);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'gamification')).orderBy(auditLog.id).limit(1).offset(1);
    expect(entry).toMatchObject({ actorId: admin.id, before: read, after: changed });
    // Back to the defaults for the tests below.
    expect((await api.put('/gamification/settings', read)).status).toBe(200);
  });

  it('refuses bad values with a message for each, and keeps what was saved', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const { caller } = await callerFor(t.db, admin);
    const bad = { points: { thread: -1, reply: 0.125, like: 'lots' }, dailyCaps: { thread: 2.5, reply: 20, like: 5000 } };
    expect((await refusal(caller.admin.gamification.pointsRules.set(bad as never))).fieldErrors).toEqual({
      'points.thread': 'Points must be between 0 and 100',
      'points.reply': 'Points can have at most two decimals',
      'points.like': 'Points must be a number',
      'dailyCaps.thread': 'A daily cap must be a whole number',
      'dailyCaps.like': 'A daily cap must be between 0 and 1000',
    });
    const api = await as(admin);
    for (const body of ['{"points":', '[]', '{}', { points: DEFAULT_POINTS_RULES.points }]) {
      const response = await api.put('/gamification/settings', body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect(await caller.admin.gamification.pointsRules.get()).toEqual(DEFAULT_POINTS_RULES);
  });
});

describe('GET /api/gamification/giveaway-entries', () => {
  it('lists the month’s members with their points and entries, most first, without admins; for admins only', async () => {
    const [a, b, c, admin] = await Promise.all([
      createTestUser(t.db, { username: 'entrant_a' }),
      createTestUser(t.db, { username: 'entrant_b' }),
      createTestUser(t.db, { username: 'entrant_c' }),
      createTestUser(t.db, { role: 'admin' }),
    ]);
    await t.db.update(users).set({ displayName: 'Bea' }).where(eq(users.id, b.id));
    const now = new Date().toISOString();
    await earned(a.id, [[150, now]]);
    await earned(b.id, [
      [400, now],
      [20, now],
    ]);
    await earned(admin.id, [[9000, now]]);

    expect((await (await as(null)).get('/gamification/giveaway-entries')).status).toBe(401);
    expect((await (await as(a)).get('/gamification/giveaway-entries')).status).toBe(403);
    const entries = await (await (await as(admin)).get('/gamification/giveaway-entries')).json();
    expect(entries.filter((row: { username: string }) => row.username.startsWith('entrant_'))).toEqual([
      { userId: b.id, username: 'entrant_b', displayName: 'Bea', monthlyPoints: 4.2, entries: 5 },
      { userId: a.id, username: 'entrant_a', displayName: null, monthlyPoints: 1.5, entries: 2 },
      { userId: c.id, username: 'entrant_c', displayName: null, monthlyPoints: 0, entries: 1 },
    ]);
    expect(entries.some((row: { userId: number }) => row.userId === admin.id)).toBe(false);
  });

  it('reads another month, and refuses one that isn’t YYYY-MM', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const api = await as(admin);
    // Nobody had joined in 2020.
    expect(await (await api.get('/gamification/giveaway-entries?month=2020-02')).json()).toEqual([]);
    for (const month of ['2020-13', 'feb', '2020-2']) {
      const response = await api.get(`/gamification/giveaway-entries?month=${month}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('Month must be written YYYY-MM') });
    }
  });
});

describe('grants and receipts', () => {
  it('an admin adds or takes off points with a reason, audited; the member reads it among her receipts', async () => {
    const [member, other, admin] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db, { role: 'admin' })]);
    const topic = await createTestTopic(t.db);
    const thread = await createThread(
      t.db,
      member,
      { topicId: topic.id, title: 'Settling a newborn', content: 'What worked?' },
      TEST_SCREENER,
    );
    const othersThread = await createTestThread(t.db, { topicId: topic.id, authorId: other.id, title: 'Sleep regressions' });
    await createReply(t.db, member, { threadId: othersThread.id, content: 'Hang in there.' }, TEST_SCREENER);

    const { caller: adminCaller } = await callerFor(t.db, admin);
    const stats = await adminCaller.admin.gamification.grant({ userId: member.id, points: 2, reason: 'Welcomed twenty new mums' });
    expect(stats.totalPoints).toBe(2.75);
    await adminCaller.admin.gamification.grant({ userId: member.id, points: -0.5, reason: 'Duplicate thread' });
    expect((await refusal(adminCaller.admin.gamification.grant({ userId: member.id, points: 0, reason: '' }))).fieldErrors).toEqual({
      points: 'Points must not be 0',
      reason: 'Say why',
    });
    expect((await refusal(adminCaller.admin.gamification.grant({ userId: 999999, points: 1, reason: 'x' }))).code).toBe('NOT_FOUND');
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'points')).orderBy(auditLog.id).limit(1);
    expect(audited).toMatchObject({ actorId: admin.id, after: { points: 2, reason: 'Welcomed twenty new mums' } });

    const { caller } = await callerFor(t.db, member);
    const receipts = await caller.gamification.myReceipts();
    expect(receipts.items.map((r) => [r.label, r.points])).toEqual([
      ['Taken off by the team: Duplicate thread', -0.5],
      ['Added by the team: Welcomed twenty new mums', 2],
      ['Reply in ‘Sleep regressions’', 0.25],
      ['New thread ‘Settling a newborn’', 0.5],
    ]);
    expect(thread.id).toBeGreaterThan(0);
    expect((await refusal((await callerFor(t.db)).caller.gamification.myReceipts())).code).toBe('UNAUTHORIZED');

    const ledger = await adminCaller.admin.gamification.ledger({ userId: member.id, q: 'duplicate' });
    expect(ledger).toMatchObject({ total: 1, items: [{ label: 'Taken off by the team: Duplicate thread', member: { id: member.id } }] });
  });

  it('pages a member’s receipts newest first', async () => {
    const member = await createTestUser(t.db);
    await earned(
      member.id,
      Array.from({ length: 25 }, (_, i) => [100 + i, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()] as [number, string]),
    );
    const { caller } = await callerFor(t.db, member);
    const first = await caller.gamification.myReceipts();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.points).toBe(1.24);
    const second = await caller.gamification.myReceipts({ cursor: first.nextCursor! });
    expect(second.items.map((r) => r.points)).toEqual([1.04, 1.03, 1.02, 1.01, 1]);
    expect(second.nextCursor).toBeNull();
  });
});
