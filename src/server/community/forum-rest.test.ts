import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { sessionCookieFor, testApp } from '../../test/server';
import { users } from '../db/schema';

const t = useTestDb();

async function json(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return response.json();
}

describe('community REST paths (PRODUCT.md "Calls and answers")', () => {
  it('GET /api/community/threads/recent?limit=4 answers an array of threads with author and topic', async () => {
    const topic = await createTestTopic(t.db, { name: 'Feeding' });
    const member = await createTestUser(t.db, { username: 'rest_kate' });
    await t.db.update(users).set({ displayName: 'Kate', avatar: '/uploads/avatars/k.webp' }).where(eq(users.id, member.id));
    for (let i = 0; i < 5; i++) await createTestThread(t.db, { topicId: topic.id, authorId: member.id, content: `Line ${i}\nmore` });
    const app = testApp(t.db);

    const response = await app.request('/api/community/threads/recent?limit=4');
    expect(response.status).toBe(200);
    const threads = await json(response);
    expect(Array.isArray(threads)).toBe(true);
    expect(threads).toHaveLength(4);
    expect(threads[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      content: 'Line 4\nmore',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      viewCount: 0,
      author: { name: 'Kate', username: 'rest_kate', avatar: '/uploads/avatars/k.webp' },
      topic: { name: 'Feeding' },
    });
    // Without ?limit PRODUCT.md's 4.
    expect(await json(await app.request('/api/community/threads/recent'))).toHaveLength(4);
  });

  it.each([
    ['0', 'Limit must be at least 1'],
    ['abc', 'Limit must be a number'],
    ['2.5', 'Limit must be a whole number'],
    ['21', 'Limit must be at most 20'],
  ])('GET /api/community/threads/recent?limit=%s is a 400 with a JSON error', async (limit, message) => {
    const response = await testApp(t.db).request(`/api/community/threads/recent?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: expect.stringContaining(message) });
  });

  it('GET /api/community/stats answers the four counts', async () => {
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: member.id });
    await createTestReply(t.db, { threadId: thread.id, authorId: member.id });
    const response = await testApp(t.db).request('/api/community/stats');
    expect(response.status).toBe(200);
    const stats = await json(response);
    expect(Object.keys(stats).sort()).toEqual(['activeToday', 'totalComments', 'totalThreads', 'totalUsers']);
    for (const value of Object.values(stats)) expect(value).toEqual(expect.any(Number));
    expect(stats.totalUsers).toBeGreaterThanOrEqual(1);
    expect(stats.activeToday).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/community/profiles/me is a JSON 401 for a visitor and the profile for a member', async () => {
    const app = testApp(t.db);
    const anonymous = await app.request('/api/community/profiles/me');
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual({ error: AUTH_TEXT.notAuthenticated });

    const member = await createTestUser(t.db, { username: 'rest_priya' });
    await t.db.update(users).set({ displayName: 'Priya S.', avatar: '/uploads/avatars/p.webp' }).where(eq(users.id, member.id));
    const response = await app.request('/api/community/profiles/me', { headers: { cookie: await sessionCookieFor(t.db, member) } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ avatar: '/uploads/avatars/p.webp', displayName: 'Priya S.', bio: '', username: 'rest_priya' });
  });
  it('the latest threads and the stats are kept between reads and refreshed by a forum write', async () => {
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db);
    await createTestThread(t.db, { topicId: topic.id, authorId: member.id, title: 'Already here' });
    const app = testApp(t.db);
    const titles = async () =>
      ((await json(await app.request('/api/community/threads/recent'))) as { title: string }[]).map((x) => x.title);
    const totalThreads = async () => ((await json(await app.request('/api/community/stats'))) as { totalThreads: number }).totalThreads;
    const before = await titles();
    const threadsBefore = await totalThreads();
    expect(before[0]).toBe('Already here');

    // Written behind the app's back (as another process would): the kept answers don't see it yet.
    await createTestThread(t.db, { topicId: topic.id, authorId: member.id, title: 'Written elsewhere' });
    expect(await titles()).toEqual(before);

    // A write through this app drops them.
    const response = await app.request('/trpc/community.threads.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionCookieFor(t.db, member), origin: 'http://localhost:3000' },
      body: JSON.stringify({ json: { topicId: topic.id, title: 'Posted through the app', content: 'Hello everyone' } }),
    });
    expect(response.status).toBe(200);
    expect((await titles()).slice(0, 3)).toEqual(['Posted through the app', 'Written elsewhere', 'Already here']);
    expect(await totalThreads()).toBe(threadsBefore + 2);
  });
});

describe('the forum from the shared cache', () => {
  const trpcGet = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const dataOf = async (response: Response) => ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;

  it('serves a thread page and the latest threads from memory until a forum write drops them', async () => {
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: member.id, title: 'Cached thread title' });
    const app = testApp(t.db);
    const threadPage = () => app.request(trpcGet('community.threads.byId', { id: thread.id }));
    const repliesPage = () => app.request(trpcGet('community.threads.replies', { threadId: thread.id, limit: 50 }));
    expect(await dataOf(await threadPage())).toMatchObject({ title: 'Cached thread title' });
    expect(await dataOf(await repliesPage())).toMatchObject({ items: [] });
    const recent = await json(await app.request('/api/community/threads/recent?limit=1'));

    // A change behind the app's back (another tool) is not seen: the answers are kept.
    const { forumThreads } = await import('../db/schema');
    await t.db.update(forumThreads).set({ title: 'Changed behind its back' }).where(eq(forumThreads.id, thread.id));
    expect(await dataOf(await threadPage())).toMatchObject({ title: 'Cached thread title' });
    expect(await json(await app.request('/api/community/threads/recent?limit=1'))).toEqual(recent);

    // A forum write through the app declares that it changes the forum: everything is read again.
    const cookie = await sessionCookieFor(t.db, member);
    const reply = await app.request('/trpc/community.replies.create', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { threadId: thread.id, content: 'A fresh reply' } }),
    });
    expect(reply.status).toBe(200);
    expect(await dataOf(await threadPage())).toMatchObject({ title: 'Changed behind its back', replyCount: 1 });
    expect(await dataOf(await repliesPage())).toMatchObject({ items: [{ content: 'A fresh reply' }] });
    expect((await json(await app.request('/api/community/threads/recent?limit=1')))[0]).toMatchObject({ title: 'Changed behind its back' });
  });
});

describe('kept tRPC answers', () => {
  const batch = (paths: string[], inputs: unknown[]) =>
    `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, { json: input }]))))}`;

  it('keep a batch that is the same for everyone, with an ETag a browser can revalidate', async () => {
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: member.id });
    const app = testApp(t.db);
    const url = batch(['community.threads.byId', 'community.threads.replies'], [{ id: thread.id }, { threadId: thread.id, limit: 50 }]);
    const first = await app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const body = await first.text();
    const repeat = await app.request(url);
    expect(await repeat.text()).toBe(body);
    expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await app.request(url, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
  });

  it('never keep a batch with an answer that depends on who asks', async () => {
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db, { username: 'kept_batch_kim' });
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: member.id });
    const app = testApp(t.db);
    const url = batch(['auth.me', 'community.threads.byId'], [undefined, { id: thread.id }]);
    const asMember = await app.request(url, { headers: { cookie: await sessionCookieFor(t.db, member) } });
    expect(asMember.headers.get('cache-control')).toBe('private, no-store');
    expect((await asMember.json())[0].result.data.json).toMatchObject({ username: 'kept_batch_kim' });
    const asVisitor = await app.request(url);
    expect((await asVisitor.json())[0].result.data.json).toBeNull();
  });

  it('never keep a failed read', async () => {
    const app = testApp(t.db);
    const topic = await createTestTopic(t.db);
    const member = await createTestUser(t.db);
    const earlier = await createTestThread(t.db, { topicId: topic.id, authorId: member.id });
    // The id the next thread will get: not there yet.
    const url = batch(['community.threads.byId'], [{ id: earlier.id + 1 }]);
    expect((await app.request(url)).status).toBe(404);
    await createTestThread(t.db, { topicId: topic.id, authorId: member.id });
    expect((await app.request(url)).status).toBe(200);
  });
});
