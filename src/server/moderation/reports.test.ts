import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import type { Role } from '../../shared/rules/roles';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { forumReplies, forumThreads, reports, reviewItems } from '../db/schema';
import { createMemoryRateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';

const t = useTestDb();

async function member(role: Role = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.db, user) };
}

async function post() {
  const author = await member();
  const topic = await createTestTopic(t.db);
  const thread = await createTestThread(t.db, {
    topicId: topic.id,
    authorId: author.user.id,
    title: 'Sleep help',
    content: 'Original words',
  });
  const reply = await createTestReply(t.db, { threadId: thread.id, authorId: author.user.id });
  return { author, thread, reply };
}

/** The app with rate limits of its own (the default ones unless a test says), so no test counts another's reports. */
function appWith(limits = DEFAULT_RATE_LIMITS) {
  return testApp(t.db, { rateLimiter: createMemoryRateLimiter(limits) });
}

const report = (app: ReturnType<typeof testApp>, cookie: string, body: unknown) =>
  app.request('/api/reports', jsonRequest('POST', body, { cookie }));

const threadStatus = async (id: number) =>
  (await t.db.select({ status: forumThreads.status }).from(forumThreads).where(eq(forumThreads.id, id)))[0]!.status;

describe('POST /api/reports', () => {
  it('201 with the report, 200 with the same one again; 401 for a visitor', async () => {
    const app = appWith();
    const { thread } = await post();
    const reporter = await member();
    const body = { targetType: 'thread', targetId: thread.id, reason: 'spam' };
    expect((await app.request('/api/reports', jsonRequest('POST', body))).status).toBe(401);
    const first = await report(app, reporter.cookie, body);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: number; status: string };
    expect(created).toEqual({ id: expect.any(Number), status: 'received' });
    const again = await report(app, reporter.cookie, { ...body, reason: 'abuse' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    expect(await t.db.$count(reports)).toBe(1);
  });

  it('refuses her own post, a missing target, an unknown reason, and something else without a note of 10–500 characters', async () => {
    const app = appWith();
    const { author, thread, reply } = await post();
    const reporter = await member();
    const answer = async (cookie: string, body: unknown) => {
      const res = await report(app, cookie, body);
      return [res.status, ((await res.json()) as { error?: string }).error];
    };
    expect(await answer(author.cookie, { targetType: 'reply', targetId: reply.id, reason: 'spam' })).toEqual([
      400,
      MODERATION_TEXT.ownPost,
    ]);
    expect(await answer(author.cookie, { targetType: 'profile', targetId: author.user.id, reason: 'spam' })).toEqual([
      400,
      MODERATION_TEXT.ownProfile,
    ]);
    expect(await answer(reporter.cookie, { targetType: 'thread', targetId: 999_999, reason: 'spam' })).toEqual([
      404,
      COMMUNITY_TEXT.threadNotFound,
    ]);
    expect((await answer(reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'rude' }))[0]).toBe(400);
    expect(await answer(reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'something_else' })).toEqual([
      400,
      expect.stringContaining('at least 10 characters'),
    ]);
    expect((await answer(reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'spam', note: 'x'.repeat(501) }))[0]).toBe(
      400,
    );
    const res = await report(app, reporter.cookie, {
      targetType: 'thread',
      targetId: thread.id,
      reason: 'something_else',
      note: 'Name-calling in the title',
    });
    expect(res.status).toBe(201);
  });

  it('keeps the text as it was when she reported it', async () => {
    const app = appWith();
    const { thread } = await post();
    const reporter = await member();
    await report(app, reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'misinformation' });
    await t.db.update(forumThreads).set({ content: 'Edited afterwards' }).where(eq(forumThreads.id, thread.id));
    const [row] = await t.db.select().from(reports);
    expect(row!.snapshot).toBe('Sleep help\n\nOriginal words');
  });

  it('answers 429 past the daily limit per member', async () => {
    const app = appWith({ ...DEFAULT_RATE_LIMITS, reportsPerMember: { attempts: 2, windowSeconds: 86_400 } });
    const reporter = await member();
    const targets = await Promise.all([post(), post(), post()]);
    const statuses = [];
    for (const { thread } of targets) {
      statuses.push((await report(app, reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'spam' })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('hiding a reported post', () => {
  it('hides it at the third member, not before; a safety concern never hides it', async () => {
    const app = appWith();
    const { thread } = await post();
    const worried = await member();
    await report(app, worried.cookie, { targetType: 'thread', targetId: thread.id, reason: 'safety_concern' });
    for (const count of [1, 2]) {
      await report(app, (await member()).cookie, { targetType: 'thread', targetId: thread.id, reason: 'abuse' });
      expect(await threadStatus(thread.id), `after ${count}`).toBe('published');
    }
    await report(app, (await member()).cookie, { targetType: 'thread', targetId: thread.id, reason: 'spam' });
    expect(await threadStatus(thread.id)).toBe('hidden');
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.targetId, thread.id));
    expect(item).toMatchObject({ targetType: 'thread', reportCount: 3, safety: true, hidden: true, status: 'pending' });
  });

  it("hides it at once when the team reports it, unless it's a safety concern", async () => {
    const app = appWith();
    const { reply } = await post();
    const moderator = await member('moderator');
    await report(app, moderator.cookie, { targetType: 'reply', targetId: reply.id, reason: 'safety_concern' });
    expect((await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.status).toBe('published');
    const admin = await member('admin');
    await report(app, admin.cookie, { targetType: 'reply', targetId: reply.id, reason: 'child_privacy' });
    expect((await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.status).toBe('hidden');
  });

  it('ten reports at once make one item, count ten and hide the post once', async () => {
    const app = appWith();
    const { thread } = await post();
    const reporters = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(
      reporters.map((reporter) => report(app, reporter.cookie, { targetType: 'thread', targetId: thread.id, reason: 'spam' })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const items = await t.db.select().from(reviewItems).where(eq(reviewItems.targetId, thread.id));
    expect(items).toHaveLength(1);
    // Each report moved the version once: none was lost, none counted twice.
    expect(items[0]).toMatchObject({ reportCount: 10, hidden: true, version: 11 });
    expect(await threadStatus(thread.id)).toBe('hidden');
  });
});

describe('GET /api/reports/mine', () => {
  it('lists her reports, newest first, each received until decided; a visitor gets 401', async () => {
    const app = appWith();
    const reporter = await member();
    const [a, b] = [await post(), await post()];
    await report(app, reporter.cookie, { targetType: 'thread', targetId: a.thread.id, reason: 'spam' });
    await report(app, reporter.cookie, { targetType: 'reply', targetId: b.reply.id, reason: 'abuse' });
    await t.db.update(reviewItems).set({ status: 'removed' }).where(eq(reviewItems.targetId, a.thread.id));
    expect((await app.request('/api/reports/mine')).status).toBe(401);
    const res = await app.request('/api/reports/mine', { headers: { cookie: reporter.cookie } });
    expect(res.status).toBe(200);
    const mine = (await res.json()) as { targetType: string; targetId: number; outcome: string }[];
    expect(mine.map((row) => [row.targetType, row.targetId, row.outcome])).toEqual([
      ['reply', b.reply.id, 'received'],
      ['thread', a.thread.id, 'removed'],
    ]);
  });
});
