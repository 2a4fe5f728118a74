import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { RELATIONS_TEXT } from '../../shared/constants/relations';
import { RELATIONS_PER_KIND_MAX } from '../../shared/rules/relations';
import type { Role } from '../../shared/rules/roles';
import type { RelationDto, RelationsDto } from '../../shared/schemas/relations';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../../test/server';
import type { SessionUser } from '../auth/session';
import { memberRelations, notifications, users } from '../db/schema';

const t = useTestDb();

async function member(role: Role = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.db, user), caller: (await callerFor(t.db, user)).caller };
}

const send = async (app: ReturnType<typeof testApp>, method: string, url: string, cookie: string, body?: unknown) => {
  const res = await app.request(url, jsonRequest(method, method === 'GET' ? undefined : body, { cookie, origin: TEST_PUBLIC_URL }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** `until` as milliseconds from now, to the minute. */
const daysAhead = (until: unknown) => Math.round((new Date(until as string).getTime() - Date.now()) / 60_000) / (24 * 60);

/** Members in bulk, with a mute or block of each by `userId` already in force. */
async function relatedInBulk(userId: number, kind: 'mute' | 'block', howMany: number) {
  const others = await t.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, i) => ({
        username: `bulk_${kind}_${userId}_${i}`,
        email: `bulk_${kind}_${userId}_${i}@example.com`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  await t.db.insert(memberRelations).values(others.map(({ id }) => ({ userId, otherId: id, kind })));
  return others.map(({ id }) => id);
}

/** As if the mute or block had ended a minute ago. */
const expire = (kind: 'mute' | 'block', userId: number, otherId: number) =>
  t.db
    .update(memberRelations)
    .set({ until: sql`now() - interval '1 minute'` })
    .where(and(eq(memberRelations.userId, userId), eq(memberRelations.otherId, otherId), eq(memberRelations.kind, kind)));

describe('POST and DELETE /api/members/{id}/mute and /block, GET /api/members/me/relations', () => {
  it('mutes for a day (201), sets a new duration when repeated (200), lists it, and undoes it', async () => {
    const app = testApp(t.db);
    const me = await member();
    const other = await member();
    const first = await send(app, 'POST', `/api/members/${other.user.id}/mute`, me.cookie, { duration: 'day' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      member: { id: other.user.id, name: other.user.username, username: other.user.username, avatar: null },
      until: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(daysAhead(first.body.until)).toBe(1);

    const again = await send(app, 'POST', `/api/members/${other.user.id}/mute`, me.cookie, { duration: 'week' });
    expect(again.status).toBe(200);
    expect(daysAhead(again.body.until)).toBe(7);
    expect(again.body.createdAt).toBe(first.body.createdAt);

    const forever = await send(app, 'POST', `/api/members/${other.user.id}/block`, me.cookie, { duration: 'forever' });
    expect(forever.status).toBe(201);
    expect(forever.body.until).toBeNull();
    const month = await send(app, 'POST', `/api/members/${other.user.id}/block`, me.cookie, { duration: 'month' });
    expect([month.status, daysAhead(month.body.until)]).toEqual([200, 30]);

    const list = await send(app, 'GET', '/api/members/me/relations', me.cookie);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      muted: [{ member: { id: other.user.id }, until: again.body.until }],
      blocked: [{ member: { id: other.user.id }, until: month.body.until }],
      teamIds: [],
    });

    expect(await send(app, 'DELETE', `/api/members/${other.user.id}/mute`, me.cookie)).toEqual({ status: 200, body: { deleted: true } });
    // Undoing what isn't there answers the same.
    expect(await send(app, 'DELETE', `/api/members/${other.user.id}/mute`, me.cookie)).toEqual({ status: 200, body: { deleted: true } });
    expect((await send(app, 'DELETE', `/api/members/${other.user.id}/block`, me.cookie)).status).toBe(200);
    expect((await send(app, 'GET', '/api/members/me/relations', me.cookie)).body).toEqual({ muted: [], blocked: [], teamIds: [] });
  });

  it('answers a visitor 401 on every path', async () => {
    const app = testApp(t.db);
    const other = await member();
    for (const [method, path] of [
      ['GET', '/api/members/me/relations'],
      ['POST', `/api/members/${other.user.id}/mute`],
      ['DELETE', `/api/members/${other.user.id}/mute`],
      ['POST', `/api/members/${other.user.id}/block`],
      ['DELETE', `/api/members/${other.user.id}/block`],
    ] as const) {
      expect((await send(app, method, path, '', { duration: 'day' })).status, `${method} ${path}`).toBe(401);
    }
    expect(await t.db.$count(memberRelations)).toBe(0);
  });

  it('refuses herself, the team, a member who is not there, and a missing or unknown duration', async () => {
    const app = testApp(t.db);
    const me = await member();
    const other = await member();
    const moderator = await member('moderator');
    const admin = await member('admin');
    const answer = async (path: string, body: unknown) => {
      const { status, body: json } = await send(app, 'POST', path, me.cookie, body);
      return [status, json.error];
    };
    expect(await answer(`/api/members/${me.user.id}/mute`, { duration: 'day' })).toEqual([400, RELATIONS_TEXT.self.mute]);
    expect(await answer(`/api/members/${me.user.id}/block`, { duration: 'day' })).toEqual([400, RELATIONS_TEXT.self.block]);
    for (const staff of [moderator, admin]) {
      expect(await answer(`/api/members/${staff.user.id}/mute`, { duration: 'day' })).toEqual([400, RELATIONS_TEXT.staff]);
      expect(await answer(`/api/members/${staff.user.id}/block`, { duration: 'forever' })).toEqual([400, RELATIONS_TEXT.staff]);
    }
    expect(await answer('/api/members/999999/mute', { duration: 'day' })).toEqual([404, MODERATION_TEXT.memberNotFound]);
    expect((await send(app, 'DELETE', '/api/members/999999/block', me.cookie)).status).toBe(404);
    for (const body of [undefined, {}, { duration: 'year' }, { duration: 7 }]) {
      const [status, error] = await answer(`/api/members/${other.user.id}/mute`, body);
      expect(status).toBe(400);
      expect(error).toContain(RELATIONS_TEXT.chooseDuration);
    }
    expect(await answer('/api/members/abc/mute', { duration: 'day' })).toEqual([400, expect.any(String)]);
    expect(await t.db.$count(memberRelations)).toBe(0);
  });

  it(`keeps at most ${RELATIONS_PER_KIND_MAX} of each in force; an expired one counts for nothing`, async () => {
    const { caller, user } = await member();
    const muted = await relatedInBulk(user.id, 'mute', RELATIONS_PER_KIND_MAX);
    const next = await member();
    await expect(caller.community.relations.mute({ memberId: next.user.id, duration: 'day' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: RELATIONS_TEXT.tooMany.mute,
    });
    // A repeat of one she has is a change of duration, not one more; blocks are counted apart.
    await expect(caller.community.relations.mute({ memberId: muted[0]!, duration: 'week' })).resolves.toMatchObject({ created: false });
    await expect(caller.community.relations.block({ memberId: next.user.id, duration: 'day' })).resolves.toMatchObject({ created: true });

    await expire('mute', user.id, muted[1]!);
    await expect(caller.community.relations.mute({ memberId: next.user.id, duration: 'day' })).resolves.toMatchObject({ created: true });
    const list = await caller.community.relations.list();
    expect(list.muted).toHaveLength(RELATIONS_PER_KIND_MAX);
    expect(list.muted.map((relation) => relation.member.id)).not.toContain(muted[1]);
  });

  it('lets only as many parallel mutes through as the limit has room for', async () => {
    const { caller, user } = await member();
    await relatedInBulk(user.id, 'mute', RELATIONS_PER_KIND_MAX - 2);
    const others = await Promise.all(Array.from({ length: 5 }, () => createTestUser(t.db)));
    const results = await Promise.allSettled(
      others.map((other) => caller.community.relations.mute({ memberId: other.id, duration: 'forever' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await t.db.$count(memberRelations, eq(memberRelations.userId, user.id))).toBe(RELATIONS_PER_KIND_MAX);
  });

  it('lists hers only, newest first, without expired ones; names the team; a member who joined the team since is no longer blocked', async () => {
    const me = await member();
    const [a, b, c] = [await createTestUser(t.db), await createTestUser(t.db), await createTestUser(t.db)];
    const moderator = await createTestUser(t.db, { role: 'moderator' });
    const admin = await createTestUser(t.db, { role: 'admin' });
    for (const other of [a, b, c]) await me.caller.community.relations.block({ memberId: other.id, duration: 'week' });
    await expire('block', me.user.id, b.id);
    await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, c.id));
    const mine: RelationsDto = await me.caller.community.relations.list();
    expect(mine.blocked.map((relation: RelationDto) => relation.member.id)).toEqual([a.id]);
    // Other tests' team members are in the same database.
    expect(mine.teamIds).toEqual(expect.arrayContaining([c.id, moderator.id, admin.id]));
    expect(mine.teamIds).not.toContain(a.id);
    expect(mine.teamIds).toEqual([...mine.teamIds].sort((x, y) => x - y));
    // Blocked, she sees nothing of it in her own answer.
    const theirs = await (await callerFor(t.db, a)).caller.community.relations.list();
    expect([theirs.muted, theirs.blocked]).toEqual([[], []]);
  });
});

describe('what a mute or block keeps from her', () => {
  async function scene() {
    const topic = await createTestTopic(t.db);
    const me = await member();
    const her = await member();
    const bystander = await member();
    const mine = await createTestThread(t.db, { topicId: topic.id, authorId: me.user.id, title: 'My question' });
    const elsewhere = await createTestThread(t.db, { topicId: topic.id, authorId: bystander.user.id, title: 'Their question' });
    // I replied in the bystander's thread: her replies there reach me as a participant.
    await createTestReply(t.db, { threadId: elsewhere.id, authorId: me.user.id });
    const quiet = await createTestThread(t.db, { topicId: topic.id, authorId: bystander.user.id, title: 'Another question' });
    return { topic, me, her, bystander, mine, elsewhere, quiet };
  }
  const notificationsOf = async (user: SessionUser) =>
    (await t.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, user.id))).map((n) => n.type);

  /** Everything she can do that would notify me: a reply to my thread, a reply where I took part, mentions in a thread and in an edit. */
  async function herEverything(s: Awaited<ReturnType<typeof scene>>) {
    await s.her.caller.community.replies.create({ threadId: s.mine.id, content: 'A reply to your thread' });
    await s.her.caller.community.replies.create({ threadId: s.elsewhere.id, content: 'A reply where you replied too' });
    await s.her.caller.community.threads.create({ topicId: s.topic.id, title: 'A mention', content: `Hello @${s.me.user.username}` });
    const reply = await s.her.caller.community.replies.create({ threadId: s.quiet.id, content: 'No mention yet' });
    await s.her.caller.community.replies.update({ id: reply.id, content: `Now @${s.me.user.username}` });
  }

  it('unmuted, each of her actions notifies me (the check the others lean on)', async () => {
    const s = await scene();
    await herEverything(s);
    expect((await notificationsOf(s.me.user)).sort()).toEqual(['tag', 'tag', 'thread_participation', 'thread_reply']);
  });

  for (const kind of ['mute', 'block'] as const) {
    it(`${kind === 'mute' ? 'muted' : 'blocked'}, none of her actions notifies me; the others are still told, and she is told nothing`, async () => {
      const s = await scene();
      await s.me.caller.community.relations[kind]({ memberId: s.her.user.id, duration: 'day' });
      await herEverything(s);
      expect(await notificationsOf(s.me.user)).toEqual([]);
      // The bystander still hears of her replies in his thread.
      expect(await notificationsOf(s.bystander.user)).toContain('thread_reply');
      expect(await notificationsOf(s.her.user)).toEqual([]);
      // My own actions still notify her.
      await s.me.caller.community.replies.create({ threadId: s.mine.id, content: `Thanks @${s.her.user.username}` });
      expect(await notificationsOf(s.her.user)).toEqual(['tag']);
    });
  }

  it('notifies me again once the mute ends by itself, or is undone', async () => {
    const s = await scene();
    await s.me.caller.community.relations.mute({ memberId: s.her.user.id, duration: 'day' });
    await s.me.caller.community.relations.block({ memberId: s.her.user.id, duration: 'forever' });
    await expire('mute', s.me.user.id, s.her.user.id);
    // The block still holds.
    await s.her.caller.community.replies.create({ threadId: s.mine.id, content: 'Still blocked' });
    expect(await notificationsOf(s.me.user)).toEqual([]);
    await s.me.caller.community.relations.unblock({ memberId: s.her.user.id });
    await s.her.caller.community.replies.create({ threadId: s.mine.id, content: 'Heard now' });
    expect(await notificationsOf(s.me.user)).toEqual(['thread_reply']);
  });

  it('leaves notifications with no one behind them alone (the team, announcements)', async () => {
    const s = await scene();
    const admin = await member('admin');
    await s.me.caller.community.relations.block({ memberId: s.her.user.id, duration: 'forever' });
    await admin.caller.notifications.announce({ title: 'News', content: 'Hello everyone' });
    expect(await notificationsOf(s.me.user)).toEqual(['admin_announcement']);
  });
});
