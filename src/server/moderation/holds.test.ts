import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { SAFETY_TEXT } from '../../shared/constants/safety';
import { DEFAULT_MODERATION_SETTINGS, type ModerationSettings } from '../../shared/rules/moderation-settings';
import type { Role } from '../../shared/rules/roles';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { auditLog, forumReplies, forumThreads, jobs, notifications, pointsLedger, reviewItems } from '../db/schema';

const t = useTestDb();

async function person(role: Role = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.db, user) };
}

type App = ReturnType<typeof testApp>;

/** The app with these settings saved by an admin (the rest as the defaults). */
async function appWith(settings: Partial<ModerationSettings> = {}) {
  const app = testApp(t.db);
  const admin = await person('admin');
  const saved = await app.request(
    '/api/admin/moderation/settings',
    jsonRequest('PUT', { ...DEFAULT_MODERATION_SETTINGS, ...settings }, { cookie: admin.cookie }),
  );
  expect(saved.status).toBe(200);
  return app;
}

const post = (app: App, cookie: string, path: string, body: unknown) => app.request(path, jsonRequest('POST', body, { cookie }));
const newThread = async (app: App, cookie: string, content: string, title = 'A question') => {
  const topic = await createTestTopic(t.db);
  return post(app, cookie, '/api/community/threads', { topicId: topic.id, title, content });
};
const itemOf = async (targetType: 'thread' | 'reply', targetId: number) =>
  (
    await t.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.targetType, targetType), eq(reviewItems.targetId, targetId)))
  )[0];
const pointsOf = async (userId: number) => (await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).length;
const decide = async (app: App, id: number, action: 'keep' | 'remove') => {
  const moderator = await person('moderator');
  const item = (await t.db.select().from(reviewItems).where(eq(reviewItems.id, id)))[0]!;
  return app.request(
    `/api/admin/moderation/items/${id}/decision`,
    jsonRequest('POST', { action, version: item.version }, { cookie: moderator.cookie }),
  );
};

describe('GET / PUT /api/admin/moderation/settings', () => {
  it('the team reads them (the defaults first), only admins change them; visitors 401, members 403', async () => {
    const app = testApp(t.db);
    const path = '/api/admin/moderation/settings';
    const [member, moderator, admin] = [await person(), await person('moderator'), await person('admin')];
    expect((await app.request(path)).status).toBe(401);
    expect((await app.request(path, { headers: { cookie: member.cookie } })).status).toBe(403);
    const read = await app.request(path, { headers: { cookie: moderator.cookie } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(DEFAULT_MODERATION_SETTINGS);
    const next = { ...DEFAULT_MODERATION_SETTINGS, hideThreshold: 5, watchedWords: [{ phrase: ' Crypto ', action: 'hold' }] };
    expect((await app.request(path, jsonRequest('PUT', next, { cookie: moderator.cookie }))).status).toBe(403);
    const saved = await app.request(path, jsonRequest('PUT', next, { cookie: admin.cookie }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ModerationSettings).watchedWords).toEqual([{ phrase: 'Crypto', action: 'hold' }]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'moderation'));
    expect(entry).toMatchObject({ action: 'update', entityType: 'setting', label: 'Moderation settings' });
    expect((entry!.before as ModerationSettings).hideThreshold).toBe(3);
  });

  it.each([
    [{ hideThreshold: 1 }, /Hide threshold must be between 2 and 10/],
    [{ holdFirstPosts: 6 }, /First posts held must be between 0 and 5/],
    [{ linkAllowlist: ['https://panda.org.au'] }, /is not a domain name/],
    [{ watchedWords: [{ phrase: 'x', action: 'hold' }] }, /at least 2 letters/],
    [{ watchedWords: [{ phrase: 'spam', action: 'delete' }] }, /Choose block, hold, flag or safety/],
  ])('400 for %j', async (change, message) => {
    const admin = await person('admin');
    const res = await testApp(t.db).request(
      '/api/admin/moderation/settings',
      jsonRequest('PUT', { ...DEFAULT_MODERATION_SETTINGS, ...change }, { cookie: admin.cookie }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
  });
});

describe('held posts', () => {
  it("a member's first post waits: 202 pending, 404 and in no list for others, no notifications or points; approving publishes it with both", async () => {
    const app = await appWith({ holdFirstPosts: 1 });
    const [writer, other] = [await person(), await person()];
    const res = await newThread(app, writer.cookie, `Hello @${other.user.username}, first time here`);
    expect(res.status).toBe(202);
    const held = (await res.json()) as { id: number; status: string; content: string };
    expect(held).toMatchObject({ id: expect.any(Number), status: 'pending', content: expect.stringContaining('first time') });

    expect((await app.request(`/api/community/threads/${held.id}`)).status).toBe(404);
    expect((await app.request(`/api/community/threads/${held.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    const recent = (await (await app.request('/api/community/threads/recent?limit=20')).json()) as { id: number }[];
    expect(recent.map((thread) => thread.id)).not.toContain(held.id);
    const mine = await app.request('/trpc/community.held.mine', { headers: { cookie: writer.cookie } });
    expect(JSON.stringify(await mine.json())).toContain('first time here');
    const theirs = await app.request('/trpc/community.held.mine', { headers: { cookie: other.cookie } });
    expect(JSON.stringify(await theirs.json())).not.toContain('first time here');
    expect(await pointsOf(writer.user.id)).toBe(0);
    expect(await t.db.$count(notifications, eq(notifications.userId, other.user.id))).toBe(0);

    const item = await itemOf('thread', held.id);
    expect(item).toMatchObject({ status: 'pending', checks: [{ check: 'first_posts' }], safety: false, hidden: false });
    expect((await decide(app, item!.id, 'keep')).status).toBe(200);
    expect((await app.request(`/api/community/threads/${held.id}`)).status).toBe(200);
    expect(await pointsOf(writer.user.id)).toBe(1);
    expect(await t.db.$count(notifications, and(eq(notifications.userId, other.user.id), eq(notifications.type, 'tag')))).toBe(1);

    // Her first post approved, the next one goes out at once.
    expect((await newThread(app, writer.cookie, 'And a second question')).status).toBe(201);
  });

  it('the third copy of the same reply in a day waits, uncounted and telling nobody, until approved; removing it keeps it from everyone', async () => {
    const app = await appWith();
    const [owner, writer] = [await person(), await person()];
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: owner.user.id });
    const path = `/api/community/threads/${thread.id}/replies`;
    const statuses = [];
    const ids = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await post(app, writer.cookie, path, { content: 'Check my page for deals!' });
      statuses.push(res.status);
      ids.push(((await res.json()) as { id: number }).id);
    }
    expect(statuses).toEqual([201, 201, 202, 202]);
    const count = async () => (await t.db.select().from(forumThreads).where(eq(forumThreads.id, thread.id)))[0]!.replyCount;
    expect(await count()).toBe(2);
    expect(await pointsOf(writer.user.id)).toBe(2);
    const listed = (await (await app.request(path)).json()) as { id: number }[];
    expect(listed.map((reply) => reply.id)).toEqual(ids.slice(0, 2));
    // One notification a published reply: the held ones tell her nothing yet.
    expect(await t.db.$count(notifications, eq(notifications.userId, owner.user.id))).toBe(2);
    expect(await itemOf('reply', ids[2]!)).toMatchObject({ checks: [{ check: 'repeated_text' }] });

    expect((await decide(app, (await itemOf('reply', ids[2]!))!.id, 'keep')).status).toBe(200);
    expect(await count()).toBe(3);
    expect(await pointsOf(writer.user.id)).toBe(3);
    expect(await t.db.$count(notifications, eq(notifications.userId, owner.user.id))).toBe(3);
    expect((await decide(app, (await itemOf('reply', ids[3]!))!.id, 'remove')).status).toBe(200);
    expect(await count()).toBe(3);
    const [removed] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, ids[3]!));
    expect(removed!.status).toBe('removed');
  });

  it('a new account linking off the allowlist waits; a link to an allowed site (or its subdomain) goes out', async () => {
    const app = await appWith({ holdRepeatedText: false });
    const writer = await person();
    expect((await newThread(app, writer.cookie, 'Great deals at https://cheap-stuff.example/shop')).status).toBe(202);
    expect((await newThread(app, writer.cookie, 'This helped me: https://www.healthdirect.gov.au/sleep')).status).toBe(201);
    const none = await appWith({ holdNewAccountLinks: false, holdRepeatedText: false });
    expect((await newThread(none, writer.cookie, 'Great deals at https://cheap-stuff.example/shop')).status).toBe(201);
  });
});

describe('watched words', () => {
  const words = [
    { phrase: 'idiot', action: 'block' as const },
    { phrase: 'crypto', action: 'hold' as const },
    { phrase: 'essential oils', action: 'flag' as const },
  ];

  it('block refuses naming the word; hold holds; flag publishes and queues; matched however written', async () => {
    const app = await appWith({ watchedWords: words });
    const writer = await person();
    const blocked = await newThread(app, writer.cookie, 'You are an IDIOOOT.');
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toEqual({ error: MODERATION_TEXT.blockedWord('idiot') });
    expect((await newThread(app, writer.cookie, 'Anyone into Crypto?')).status).toBe(202);
    const flagged = await newThread(app, writer.cookie, 'Essential-oils for colic?');
    expect(flagged.status).toBe(201);
    const { id } = (await flagged.json()) as { id: number };
    expect((await app.request(`/api/community/threads/${id}`)).status).toBe(200);
    expect(await itemOf('thread', id)).toMatchObject({ status: 'pending', checks: [{ check: 'watched_flag', detail: 'essential oils' }] });
    // Not inside other words.
    expect((await newThread(app, writer.cookie, 'My cryptocurrency-free budget')).status).toBe(201);
  });

  it("the team's posts are not screened", async () => {
    const app = await appWith({ watchedWords: words, holdFirstPosts: 5 });
    const moderator = await person('moderator');
    expect((await newThread(app, moderator.cookie, 'Please no crypto talk here')).status).toBe(201);
  });
});

describe('safety', () => {
  it('a safety phrase publishes the post, puts it first in the queue and tells every moderator and admin at once, in-app and by email', async () => {
    const app = await appWith({ holdFirstPosts: 0 });
    const [writer, moderator, admin] = [await person(), await person('moderator'), await person('admin')];
    const res = await newThread(app, writer.cookie, "Some nights I just want to die. I don't know who to tell.");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await app.request(`/api/community/threads/${id}`)).status).toBe(200);
    expect(await itemOf('thread', id)).toMatchObject({ safety: true, hidden: false, checks: [{ check: 'safety', detail: 'want to die' }] });
    for (const staff of [moderator, admin]) {
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.user.id), eq(notifications.eventKey, `safety:thread:${id}`)));
      expect(told).toMatchObject([{ type: 'other', title: SAFETY_TEXT.alert.title, link: '/admin/moderation' }]);
    }
    const emails = await t.db.select().from(jobs).where(eq(jobs.kind, 'email'));
    const to = emails.map((job) => (job.payload as { to: string }).to);
    expect(to).toEqual(expect.arrayContaining([moderator.user.email, admin.user.email]));
    expect(to).not.toContain(writer.user.email);
  });

  it('a safety phrase publishes what a hold would keep back, the hold named in its item', async () => {
    const app = await appWith({ holdFirstPosts: 1 });
    const writer = await person();
    const res = await newThread(app, writer.cookie, 'First post. I feel like I want to die.');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await itemOf('thread', id))!.checks.map((hit) => hit.check).sort()).toEqual(['first_posts', 'safety']);
  });

  it("a safety-concern report tells the team once; the team's watched safety words count too", async () => {
    const app = await appWith({ watchedWords: [{ phrase: 'no way out', action: 'safety' }] });
    const [writer, moderator] = [await person(), await person('moderator')];
    const res = await newThread(app, writer.cookie, 'There is no way out of this');
    const { id } = (await res.json()) as { id: number };
    expect(await itemOf('thread', id)).toMatchObject({ safety: true });

    const other = await createTestThread(t.db, { topicId: (await createTestTopic(t.db)).id, authorId: writer.user.id });
    for (let i = 0; i < 2; i += 1) {
      const reporter = await person();
      await post(app, reporter.cookie, '/api/reports', { targetType: 'thread', targetId: other.id, reason: 'safety_concern' });
    }
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, moderator.user.id), eq(notifications.eventKey, `safety:thread:${other.id}`)));
    expect(told).toMatchObject([{ content: SAFETY_TEXT.alert.report }]);
  });
});

describe('hide threshold', () => {
  it('reports hide a post at the threshold the settings name', async () => {
    const app = await appWith({ hideThreshold: 2 });
    const writer = await person();
    const thread = await createTestThread(t.db, { topicId: (await createTestTopic(t.db)).id, authorId: writer.user.id });
    const statusOf = async () => (await t.db.select().from(forumThreads).where(eq(forumThreads.id, thread.id)))[0]!.status;
    await post(app, (await person()).cookie, '/api/reports', { targetType: 'thread', targetId: thread.id, reason: 'spam' });
    expect(await statusOf()).toBe('published');
    await post(app, (await person()).cookie, '/api/reports', { targetType: 'thread', targetId: thread.id, reason: 'spam' });
    expect(await statusOf()).toBe('hidden');
  });
});
