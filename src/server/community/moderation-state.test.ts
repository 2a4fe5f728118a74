import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { PostStatus } from '../../shared/rules/moderation';
import { createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, testApp } from '../../test/server';
import { auditLog, forumReplies, forumThreads, pointsLedger, users } from '../db/schema';

/**
 * The forum's posts as moderation leaves them (docs/PRODUCT.md "Moderation"): what visitors are
 * sent of hidden, held and removed posts, a former member's posts, and the team's forum actions.
 */
const t = useTestDb();

let round = 0;

/** A thread by one member with a reply by another; the thread's words include `secret`, found nowhere else. */
async function forum() {
  const secret = `zebra${(++round).toString().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}crossing`;
  const topic = await createTestTopic(t.db);
  const [author, other, moderator] = [
    await createTestUser(t.db),
    await createTestUser(t.db),
    await createTestUser(t.db, { role: 'moderator' }),
  ];
  const asAuthor = (await callerFor(t.db, author)).caller;
  const asOther = (await callerFor(t.db, other)).caller;
  const thread = await asAuthor.community.threads.create({
    topicId: topic.id,
    title: `About ${secret} naps`,
    content: `Our ${secret} story`,
  });
  const reply = await asOther.community.replies.create({ threadId: thread.id, content: `A reply about ${secret}s too` });
  return {
    secret,
    topic,
    author,
    other,
    moderator,
    thread,
    reply,
    asAuthor,
    asOther,
    asModerator: (await callerFor(t.db, moderator)).caller,
  };
}

const setThread = (id: number, status: PostStatus) => t.db.update(forumThreads).set({ status }).where(eq(forumThreads.id, id));
const setReply = (id: number, status: PostStatus) => t.db.update(forumReplies).set({ status }).where(eq(forumReplies.id, id));

/** Every public answer about the forum, as a visitor's REST and tRPC calls get them, as text. */
async function publicAnswers(topicId: number, threadId: number, secret: string) {
  const app = testApp(t.db);
  const trpc = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const paths = [
    '/api/community/threads/recent',
    `/api/community/threads/${threadId}`,
    `/api/community/threads/${threadId}/replies`,
    '/api/community/topics',
    `/api/search?q=${secret}`,
    trpc('community.threads.byTopic', { topicId }),
    trpc('community.topics.list', undefined),
    trpc('community.threads.recent', { limit: 10 }),
    trpc('community.threads.byId', { id: threadId }),
    trpc('community.threads.replies', { threadId }),
  ];
  const answers: Record<string, { status: number; body: string }> = {};
  // Twice: the second answer is the kept one (the shared cache), which must hold no more.
  for (const round of [1, 2]) {
    for (const path of paths) {
      const res = await app.request(path);
      answers[`${round} ${path}`] = { status: res.status, body: await res.text() };
    }
  }
  return answers;
}

describe('hidden, held and removed posts, as everyone else gets them', () => {
  it('a hidden thread keeps its place with the placeholder; no answer carries its words, kept answers included', async () => {
    const { secret, topic, thread } = await forum();
    await setThread(thread.id, 'hidden');
    const answers = await publicAnswers(topic.id, thread.id, secret);
    for (const [path, answer] of Object.entries(answers)) {
      // Its replies stay (they aren't hidden): only the thread's own words must be nowhere.
      expect(answer.body, path).not.toContain(`${secret} naps`);
      expect(answer.body, path).not.toContain(`${secret} story`);
      expect(answer.status, path).toBeLessThan(500);
    }
    const recent = await (await testApp(t.db).request('/api/community/threads/recent')).json();
    expect(recent).toContainEqual(expect.objectContaining({ id: thread.id, title: COMMUNITY_TEXT.hiddenPost, content: '', hidden: true }));
  });

  it('a hidden reply keeps its place in the thread with no text; the thread and other replies are as they were', async () => {
    const { secret, topic, thread, reply } = await forum();
    await setReply(reply.id, 'hidden');
    const res = await testApp(t.db).request(`/api/community/threads/${thread.id}/replies`);
    expect(await res.json()).toEqual([expect.objectContaining({ id: reply.id, content: '', hidden: true })]);
    const answers = await publicAnswers(topic.id, thread.id, secret);
    for (const [path, answer] of Object.entries(answers)) expect(answer.body, path).not.toContain('A reply about');
    expect(answers[`1 /api/community/threads/${thread.id}`]!.body).toContain(`${secret} story`);
  });

  it.each(['held', 'removed'] as const)(
    'a %s thread is in no list, its page and replies answer 404, the search finds nothing',
    async (status) => {
      const { secret, topic, thread } = await forum();
      await setThread(thread.id, status);
      const answers = await publicAnswers(topic.id, thread.id, secret);
      for (const [path, answer] of Object.entries(answers)) {
        expect(answer.body, path).not.toContain(secret);
        if (path.includes(`/threads/${thread.id}`) || path.includes('byId') || path.includes('replies')) {
          expect(answer.status, path).toBe(404);
        }
      }
      const topics = (await (await testApp(t.db).request('/api/community/topics')).json()) as { id: number; threadCount: number }[];
      expect(topics.find((row) => row.id === topic.id)).toMatchObject({ threadCount: 0 });
    },
  );

  it("a hidden post's author still reads her words from her own answer; nobody else gets them there", async () => {
    const { secret, thread, reply, asAuthor, asOther } = await forum();
    await setThread(thread.id, 'hidden');
    await setReply(reply.id, 'hidden');
    const mine = await asAuthor.community.held.mine();
    expect(mine.hidden.threads).toEqual([{ id: thread.id, title: `About ${secret} naps`, content: `Our ${secret} story` }]);
    expect(mine.hidden.replies).toEqual([]);
    expect((await asOther.community.held.mine()).hidden.replies).toEqual([
      { id: reply.id, title: null, content: `A reply about ${secret}s too` },
    ]);
    await expect((await callerFor(t.db)).caller.community.held.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a held reply is left out of its thread', async () => {
    const { thread, reply, asOther } = await forum();
    const kept = await asOther.community.replies.create({ threadId: thread.id, content: 'Still here' });
    await setReply(reply.id, 'held');
    const page = (await (await testApp(t.db).request(`/api/community/threads/${thread.id}/replies`)).json()) as { id: number }[];
    expect(page.map((row) => row.id)).toEqual([kept.id]);
  });
});

describe("a member's account going", () => {
  it("leaves her threads and other mums' replies in them, and their points, by a former member", async () => {
    const { author, other, thread, reply } = await forum();
    await t.db.delete(users).where(eq(users.id, author.id));

    const shown = (await (await testApp(t.db).request(`/api/community/threads/${thread.id}`)).json()) as { author: unknown };
    expect(shown.author).toBeNull();
    const replies = (await (await testApp(t.db).request(`/api/community/threads/${thread.id}/replies`)).json()) as { id: number }[];
    expect(replies.map((row) => row.id)).toEqual([reply.id]);
    const points = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, other.id), eq(pointsLedger.sourceId, reply.id)));
    expect(points.map((row) => [row.action, row.amount])).toEqual([['reply', 25]]);
  });
});

describe("the team's forum actions", () => {
  it('a moderator pins and locks, each an audit entry with before and after; a member may not', async () => {
    const { thread, asOther, asModerator, moderator } = await forum();
    expect(await asOther.community.threads.moderate({ id: thread.id, pinned: true }).catch((error: { code: string }) => error.code)).toBe(
      'FORBIDDEN',
    );
    expect(await asModerator.community.threads.moderate({ id: thread.id, pinned: true })).toMatchObject({ pinned: true, locked: false });
    expect(await asModerator.community.threads.moderate({ id: thread.id, locked: true })).toMatchObject({ pinned: true, locked: true });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(thread.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
      ['moderate', moderator.id, { pinned: false, locked: false, lockNote: null }, { pinned: true, locked: false, lockNote: null }],
      ['moderate', moderator.id, { pinned: true, locked: false, lockNote: null }, { pinned: true, locked: true, lockNote: null }],
    ]);
  });

  it("a moderator's removal of a reply keeps it, out of the thread and its count, its points taken back", async () => {
    const { thread, reply, other, asModerator } = await forum();
    expect(await asModerator.community.replies.delete({ id: reply.id })).toEqual({ deleted: true });
    const [row] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id));
    expect(row).toMatchObject({ status: 'removed', removedAt: expect.any(Date) });
    const [threadRow] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, thread.id));
    expect(threadRow!.replyCount).toBe(0);
    const points = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, other.id));
    expect(points.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });
});
