import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import type { ReportReason, ReportTargetType } from '../../shared/rules/moderation';
import type { Role } from '../../shared/rules/roles';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { auditLog, forumReplies, forumThreads, notifications, reviewItems } from '../db/schema';

const t = useTestDb();

async function person(role: Role = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.db, user), caller: (await callerFor(t.db, user)).caller };
}

async function thread() {
  const author = await createTestUser(t.db);
  const topic = await createTestTopic(t.db);
  const row = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
  return { author, thread: row, reply: await createTestReply(t.db, { threadId: row.id, authorId: author.id }) };
}

/** `count` members each report the target with `reason`; its review item. */
async function reported(targetType: ReportTargetType, targetId: number, reason: ReportReason, count = 1) {
  for (let i = 0; i < count; i += 1) {
    const { caller } = await person();
    await caller.moderation.reports.create({ targetType, targetId, reason });
  }
  const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.targetId, targetId));
  return item!;
}

const statusOf = async (id: number) => (await t.db.select().from(forumThreads).where(eq(forumThreads.id, id)))[0]!.status;

describe('GET /api/admin/moderation/items', () => {
  it('answers moderators and admins; a member 403, a visitor 401', async () => {
    const app = testApp(t.db);
    const path = '/api/admin/moderation/items';
    expect((await app.request(path)).status).toBe(401);
    expect((await app.request(path, { headers: { cookie: (await person()).cookie } })).status).toBe(403);
    for (const role of ['moderator', 'admin'] as const) {
      expect((await app.request(path, { headers: { cookie: (await person(role)).cookie } })).status).toBe(200);
    }
  });

  it('lists safety concerns first, then illegal content, then the most reported, then the oldest; reporters shown to the team', async () => {
    const [a, b, c, d] = [await thread(), await thread(), await thread(), await thread()];
    await reported('thread', a.thread.id, 'spam');
    await reported('thread', b.thread.id, 'spam', 2);
    await reported('thread', c.thread.id, 'illegal');
    await reported('reply', d.reply.id, 'safety_concern');
    const { cookie } = await person('moderator');
    const res = await testApp(t.db).request('/api/admin/moderation/items?status=pending', { headers: { cookie } });
    const items = (await res.json()) as { targetType: string; targetId: number; reports: { reporter: unknown }[] }[];
    const order = items.map((item) => `${item.targetType}:${item.targetId}`);
    const ours = [`reply:${d.reply.id}`, `thread:${c.thread.id}`, `thread:${b.thread.id}`, `thread:${a.thread.id}`];
    expect(order.filter((key) => ours.includes(key))).toEqual(ours);
    expect(items[0]!.reports[0]!.reporter).toEqual({ id: expect.any(Number), username: expect.any(String) });

    const filtered = await testApp(t.db).request('/api/admin/moderation/items?reason=illegal&limit=1', { headers: { cookie } });
    expect(((await filtered.json()) as { targetId: number }[]).map((item) => item.targetId)).toEqual([c.thread.id]);
  });
});

describe('deciding', () => {
  it('keep shows a hidden post again and tells the reporter it stays; remove takes one down, kept for an appeal', async () => {
    const [a, b] = [await thread(), await thread()];
    const moderator = await person('moderator');
    const reporter = await person();
    await reporter.caller.moderation.reports.create({ targetType: 'thread', targetId: a.thread.id, reason: 'spam' });
    const kept = await reported('thread', a.thread.id, 'abuse', 2);
    expect(await statusOf(a.thread.id)).toBe('hidden');
    expect(await moderator.caller.moderation.queue.decide({ id: kept.id, action: 'keep', version: kept.version })).toMatchObject({
      status: 'kept',
    });
    expect(await statusOf(a.thread.id)).toBe('published');

    await reporter.caller.moderation.reports.create({ targetType: 'thread', targetId: b.thread.id, reason: 'selling' });
    const [removed] = await t.db.select().from(reviewItems).where(eq(reviewItems.targetId, b.thread.id));
    await moderator.caller.moderation.queue.decide({ id: removed!.id, action: 'remove', version: removed!.version, note: 'MLM' });
    expect(await statusOf(b.thread.id)).toBe('removed');

    const mine = await reporter.caller.moderation.reports.mine();
    expect(mine.map((row) => [row.targetId, row.outcome])).toEqual([
      [b.thread.id, 'removed'],
      [a.thread.id, 'kept'],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, reporter.user.id)).orderBy(notifications.id);
    expect(told.map((row) => [row.title, row.link])).toEqual([
      [MODERATION_TEXT.reportOutcome.kept, `/community/thread/${a.thread.id}`],
      [MODERATION_TEXT.reportOutcome.removed, null],
    ]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'decide'));
    expect(entries.map((entry) => entry.actorId)).toEqual([moderator.user.id, moderator.user.id]);
  });

  it('removes a reported reply out of its thread and its count', async () => {
    const { reply, thread: row } = await thread();
    const item = await reported('reply', reply.id, 'abuse');
    const { caller } = await person('admin');
    await caller.moderation.queue.decide({ id: item.id, action: 'remove', version: item.version });
    expect((await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.status).toBe('removed');
    expect((await t.db.select().from(forumThreads).where(eq(forumThreads.id, row.id)))[0]!.replyCount).toBe(0);
  });

  it('two decisions at once: one goes through, the other is told someone else decided (409); a stale version too', async () => {
    const { thread: row } = await thread();
    const item = await reported('thread', row.id, 'spam');
    const [first, second] = [await person('moderator'), await person('moderator')];
    const app = testApp(t.db);
    const decide = (who: { cookie: string }, action: string) =>
      app.request(
        `/api/admin/moderation/items/${item.id}/decision`,
        jsonRequest('POST', { action, version: item.version }, { cookie: who.cookie }),
      );
    const answers = await Promise.all([decide(first, 'keep'), decide(second, 'remove')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toEqual({ error: MODERATION_TEXT.staleDecision });
    const [after] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, item.id));
    expect(after!.version).toBe(item.version + 1);
  });

  it('a claim keeps another moderator off the item while it lasts; the claimer may claim again', async () => {
    const { thread: row } = await thread();
    const item = await reported('thread', row.id, 'spam');
    const [first, second] = [await person('moderator'), await person('moderator')];
    expect(await first.caller.moderation.queue.claim({ id: item.id })).toMatchObject({ id: item.id, claimedUntil: expect.any(Date) });
    expect(await first.caller.moderation.queue.claim({ id: item.id })).toMatchObject({ id: item.id });
    await expect(second.caller.moderation.queue.claim({ id: item.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: MODERATION_TEXT.claimedByOther,
    });
    const { items } = await second.caller.moderation.queue.list({ targetId: row.id, targetType: 'thread' });
    expect(items[0]!.claimedBy).toEqual({ id: first.user.id, username: first.user.username });
  });
});
