import type { Role } from '../../shared/rules/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { forumReplies, forumThreads, pointsLedger } from '../db/schema';

const t = useTestDb();

async function signedIn(options: { role?: Role; username?: string } = {}) {
  const user = await createTestUser(t.db, options);
  return { user, cookie: await sessionCookieFor(t.db, user) };
}

const send = (method: string, cookie?: string, body?: unknown) => jsonRequest(method, body, cookie ? { cookie } : {});

describe('forum REST paths for the app and integrators (issue 11 §6)', () => {
  it('GET /api/community/topics answers each topic with its thread count', async () => {
    const topic = await createTestTopic(t.db, { name: 'Sleep', slug: 'sleep', description: 'Naps and nights' });
    const author = await createTestUser(t.db);
    await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const response = await testApp(t.db).request('/api/community/topics');
    expect(response.status).toBe(200);
    const topics = (await response.json()) as Record<string, unknown>[];
    expect(topics.find((entry) => entry.id === topic.id)).toEqual({
      id: topic.id,
      name: 'Sleep',
      slug: 'sleep',
      description: 'Naps and nights',
      threadCount: 1,
    });
  });

  it('a member starts a thread (201, the latest-threads shape), reads it back, and earns its points', async () => {
    const app = testApp(t.db);
    const topic = await createTestTopic(t.db, { name: 'Feeding' });
    const member = await signedIn({ username: 'rest_amy' });
    const body = { topicId: topic.id, title: 'Cluster feeding at night', content: 'Is this normal at 3 weeks?' };

    expect((await app.request('/api/community/threads', send('POST', undefined, body))).status).toBe(401);
    const created = await app.request('/api/community/threads', send('POST', member.cookie, body));
    expect(created.status).toBe(201);
    // The create answer says whether it is out or held for a check; the reads carry no such field.
    const { status, ...thread } = (await created.json()) as { id: number; status: string };
    expect(status).toBe('published');
    expect(thread).toMatchObject({
      id: expect.any(Number),
      title: 'Cluster feeding at night',
      content: 'Is this normal at 3 weeks?',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      replyCount: 0,
      pinned: false,
      locked: false,
      author: { id: member.user.id, username: 'rest_amy' },
      topic: { id: topic.id, name: 'Feeding' },
    });
    const recent = (await (await app.request('/api/community/threads/recent?limit=1')).json()) as object[];
    expect(Object.keys(recent[0]!).sort()).toEqual(Object.keys(thread).sort());

    const read = await app.request(`/api/community/threads/${thread.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(thread);
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.user.id));
    expect(ledger.map((row) => [row.action, row.amount])).toEqual([['thread', 50]]);
  });

  it.each([
    [{ title: 'No topic', content: 'Words' }, /topicId/],
    [{ topicId: 1, title: '', content: 'Words' }, /title: /],
    [{ topicId: 1, title: 'A title' }, /content: /],
    [['not', 'an', 'object'], /expected object/i],
  ])('POST /api/community/threads with %j is a 400 naming the field', async (body, message) => {
    const member = await signedIn();
    const response = await testApp(t.db).request('/api/community/threads', send('POST', member.cookie, body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(message) });
  });

  it('a thread that does not exist is a 404; a malformed id a 400', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    expect((await app.request('/api/community/threads/999999')).status).toBe(404);
    expect((await app.request('/api/community/threads/abc')).status).toBe(400);
    expect((await app.request('/api/community/threads/999999/replies')).status).toBe(404);
    const reply = await app.request('/api/community/threads/999999/replies', send('POST', member.cookie, { content: 'Hello' }));
    expect(reply.status).toBe(404);
    expect((await app.request('/api/community/threads/999999', send('DELETE', member.cookie))).status).toBe(404);
    expect((await app.request('/api/community/replies/999999', send('DELETE', member.cookie))).status).toBe(404);
  });

  it('replies: posted with 201, listed oldest first a page at a time with X-Next-Cursor', async () => {
    const app = testApp(t.db);
    const topic = await createTestTopic(t.db);
    const author = await signedIn();
    const member = await signedIn({ username: 'rest_beth' });
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.user.id });
    const path = `/api/community/threads/${thread.id}/replies`;

    expect((await app.request(path, send('POST', undefined, { content: 'Hi' }))).status).toBe(401);
    const bad = await app.request(path, send('POST', member.cookie, { content: '' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/^content: /) });

    const posted = [];
    for (const content of ['First', 'Second', 'Third']) {
      const response = await app.request(path, send('POST', member.cookie, { content, threadId: 424242 }));
      expect(response.status).toBe(201);
      posted.push(await response.json());
    }
    expect(posted[0]).toEqual({
      id: expect.any(Number),
      threadId: thread.id,
      content: 'First',
      hidden: false,
      status: 'published',
      moderatorEdited: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
      author: expect.objectContaining({ id: member.user.id, username: 'rest_beth' }),
    });

    const first = await app.request(`${path}?limit=2`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { content: string }[]).map((reply) => reply.content)).toEqual(['First', 'Second']);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await app.request(`${path}?limit=2&cursor=${encodeURIComponent(next!)}`);
    expect(((await second.json()) as { content: string }[]).map((reply) => reply.content)).toEqual(['Third']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await app.request(`${path}?limit=0`)).status).toBe(400);
  });

  it('deleting: 401 for a visitor, 403 for another member, 200 for the author or an admin; points go back', async () => {
    const app = testApp(t.db);
    const topic = await createTestTopic(t.db);
    const author = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const created = await app.request(
      '/api/community/threads',
      send('POST', author.cookie, { topicId: topic.id, title: 'To be removed', content: 'Soon gone' }),
    );
    const thread = (await created.json()) as { id: number };
    const reply = (await (
      await app.request(`/api/community/threads/${thread.id}/replies`, send('POST', other.cookie, { content: 'A reply' }))
    ).json()) as { id: number };

    expect((await app.request(`/api/community/replies/${reply.id}`, send('DELETE'))).status).toBe(401);
    expect((await app.request(`/api/community/replies/${reply.id}`, send('DELETE', author.cookie))).status).toBe(403);
    const removedReply = await app.request(`/api/community/replies/${reply.id}`, send('DELETE', other.cookie));
    expect(removedReply.status).toBe(200);
    expect(await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id))).toEqual([]);

    expect((await app.request(`/api/community/threads/${thread.id}`, send('DELETE'))).status).toBe(401);
    expect((await app.request(`/api/community/threads/${thread.id}`, send('DELETE', other.cookie))).status).toBe(403);
    expect((await app.request(`/api/community/threads/${thread.id}`, send('DELETE', author.cookie))).status).toBe(200);
    expect((await app.request(`/api/community/threads/${thread.id}`)).status).toBe(404);

    // Points of removed posts are taken back: each member's ledger sums to nothing.
    for (const member of [author, other]) {
      const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.user.id));
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    }

    const another = await createTestThread(t.db, { topicId: topic.id, authorId: author.user.id });
    const oldReply = await createTestReply(t.db, { threadId: another.id, authorId: author.user.id });
    expect((await app.request(`/api/community/replies/${oldReply.id}`, send('DELETE', admin.cookie))).status).toBe(200);
    expect((await app.request(`/api/community/threads/${another.id}`, send('DELETE', admin.cookie))).status).toBe(200);
    // The team's removals are kept (for an appeal and the record), out of every public answer.
    expect(await t.db.select({ status: forumThreads.status }).from(forumThreads).where(eq(forumThreads.id, another.id))).toEqual([
      { status: 'removed' },
    ]);
    expect((await app.request(`/api/community/threads/${another.id}`)).status).toBe(404);
  });
});
