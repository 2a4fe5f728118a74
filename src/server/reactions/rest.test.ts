import type { Role } from '../../shared/rules/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { REACTION_ERRORS } from '../../shared/constants/reactions';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { likes, savedItems } from '../db/schema';

const t = useTestDb();

async function signedIn(options: { role?: Role } = {}) {
  const user = await createTestUser(t.db, options);
  return { user, cookie: await sessionCookieFor(t.db, user) };
}

const get = (cookie?: string): RequestInit => ({ headers: cookie ? { cookie } : {} });
const send = (method: string, cookie?: string, body?: unknown) => jsonRequest(method, body, cookie ? { cookie } : {});

/** The bad path parts and bodies of the brief: each a 400 with an `{ error }` that says what is wrong. */
const BAD_REFS: [string, string, RegExp][] = [
  ['banana', '1', /Content type must be one of: recipe, blog_post, resource, thread/],
  ['recipe', 'abc', /Id must be a number/],
  ['recipe', '0', /Id must be positive/],
  // In a path only digits make an id ('-1', '1.5' are not numbers there); in a body, numbers say what's wrong.
  ['recipe', '-1', /Id must be (positive|a number)/],
  ['recipe', '1.5', /Id must be (a whole number|a number)/],
  ['recipe', '99999999999', /Id is too large/],
];

describe('likes REST paths', () => {
  it('let visitors read status and count, privately cached', async () => {
    const app = testApp(t.db);
    const recipe = await createTestRecipe(t.db);
    const member = await signedIn();
    await app.request('/api/likes', send('POST', member.cookie, { contentType: 'recipe', contentId: recipe.id }));

    const status = await app.request(`/api/likes/recipe/${recipe.id}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ liked: false });
    expect(status.headers.get('cache-control')).toBe('private, no-store');
    const countAnswer = await app.request(`/api/likes/recipe/${recipe.id}/count`);
    expect(await countAnswer.json()).toEqual({ count: 1 });
    expect(countAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await app.request(`/api/likes/recipe/${recipe.id}`, get(member.cookie))).json()).toEqual({ liked: true });
  });

  it('like with POST and unlike with DELETE, for members and admins; visitors get 401', async () => {
    const app = testApp(t.db);
    const author = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const member = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const body = { contentType: 'thread', contentId: thread.id };

    const visitorLike = await app.request('/api/likes', send('POST', undefined, body));
    expect(visitorLike.status).toBe(401);
    expect(await visitorLike.json()).toEqual({ error: AUTH_TEXT.notAuthenticated });
    expect((await app.request(`/api/likes/thread/${thread.id}`, send('DELETE'))).status).toBe(401);

    const liked = await app.request('/api/likes', send('POST', member.cookie, body));
    expect(liked.status).toBe(200);
    expect(await liked.json()).toEqual({ liked: true, count: 1 });
    expect(liked.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await app.request('/api/likes', send('POST', member.cookie, body))).json()).toEqual({ liked: true, count: 1 });
    expect(await (await app.request('/api/likes', send('POST', admin.cookie, body))).json()).toEqual({ liked: true, count: 2 });

    // Another member's DELETE removes only what she liked (nothing).
    const otherUnlike = await app.request(`/api/likes/thread/${thread.id}`, send('DELETE', other.cookie));
    expect(await otherUnlike.json()).toEqual({ liked: false, count: 2 });
    const unliked = await app.request(`/api/likes/thread/${thread.id}`, send('DELETE', member.cookie));
    expect(unliked.status).toBe(200);
    expect(await unliked.json()).toEqual({ liked: false, count: 1 });
    expect(await (await app.request(`/api/likes/thread/${thread.id}`, send('DELETE', admin.cookie))).json()).toEqual({
      liked: false,
      count: 0,
    });
  });

  it('answer 404 for an item that does not exist or is not published', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    const draft = await createTestPost(t.db, { status: 'draft', publishedAt: null });
    for (const [type, id] of [
      ['recipe', 2_000_000_000],
      ['blog_post', draft.id],
    ] as const) {
      for (const response of [
        await app.request(`/api/likes/${type}/${id}`),
        await app.request(`/api/likes/${type}/${id}/count`),
        await app.request('/api/likes', send('POST', member.cookie, { contentType: type, contentId: id })),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: REACTION_ERRORS.contentNotFound });
      }
    }
    // Unliking needs no item: it is idempotent.
    expect((await app.request('/api/likes/recipe/2000000000', send('DELETE', member.cookie))).status).toBe(200);
  });

  it('refuse a bad content type or id, a missing body and broken JSON with 400', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    for (const [type, id, message] of BAD_REFS) {
      for (const response of [
        await app.request(`/api/likes/${type}/${id}`),
        await app.request(`/api/likes/${type}/${id}/count`),
        await app.request(`/api/likes/${type}/${id}`, send('DELETE', member.cookie)),
        await app.request(
          '/api/likes',
          send('POST', member.cookie, { contentType: type, contentId: Number.isNaN(Number(id)) ? id : Number(id) }),
        ),
      ]) {
        expect(response.status, `${type}/${id}`).toBe(400);
        expect((await response.json()).error).toMatch(message);
      }
    }
    for (const body of [undefined, '{"contentType":', '[]', 'null', '{}']) {
      const response = await app.request('/api/likes', send('POST', member.cookie, body));
      expect(response.status, String(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await t.db.select().from(likes).where(eq(likes.userId, member.user.id))).toHaveLength(0);
  });
});

describe('saved-items REST paths', () => {
  it('save, check, list and remove for a member', async () => {
    const app = testApp(t.db);
    const resource = await createTestResource(t.db, { masterclassImage: '/uploads/class.svg' });
    const post = await createTestPost(t.db);
    const member = await signedIn();
    const other = await signedIn();

    const saved = await app.request('/api/saved-items', send('POST', member.cookie, { contentType: 'resource', contentId: resource.id }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });
    await app.request('/api/saved-items', send('POST', member.cookie, { contentType: 'blog_post', contentId: post.id }));

    const check = await app.request(`/api/saved-items/check/resource/${resource.id}`, get(member.cookie));
    expect(await check.json()).toEqual({ saved: true });
    expect(check.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await app.request(`/api/saved-items/check/resource/${resource.id}`, get(other.cookie))).json()).toEqual({ saved: false });

    const list = await app.request('/api/saved-items', get(member.cookie));
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const items = await list.json();
    expect(items.map((item: { contentType: string }) => item.contentType).sort()).toEqual(['blog_post', 'resource']);
    expect(items.find((item: { contentType: string }) => item.contentType === 'resource')).toEqual({
      id: expect.any(Number),
      contentType: 'resource',
      contentId: resource.id,
      createdAt: expect.any(String),
      title: resource.title,
      description: resource.description,
      image: '/uploads/class.svg',
      link: `/resources/id/${resource.id}`,
    });
    expect(await (await app.request('/api/saved-items', get(other.cookie))).json()).toEqual([]);

    // Another member's DELETE leaves the member's row alone.
    expect(await (await app.request(`/api/saved-items/resource/${resource.id}`, send('DELETE', other.cookie))).json()).toEqual({
      saved: false,
    });
    expect(await (await app.request(`/api/saved-items/check/resource/${resource.id}`, get(member.cookie))).json()).toEqual({ saved: true });
    const removed = await app.request(`/api/saved-items/resource/${resource.id}`, send('DELETE', member.cookie));
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ saved: false });
    expect(await (await app.request(`/api/saved-items/check/resource/${resource.id}`, get(member.cookie))).json()).toEqual({
      saved: false,
    });
  });

  it('work for an admin too', async () => {
    const app = testApp(t.db);
    const recipe = await createTestRecipe(t.db);
    const admin = await signedIn({ role: 'admin' });
    expect(
      await (await app.request('/api/saved-items', send('POST', admin.cookie, { contentType: 'recipe', contentId: recipe.id }))).json(),
    ).toEqual({
      saved: true,
    });
    expect((await (await app.request('/api/saved-items', get(admin.cookie))).json())[0]).toMatchObject({ link: `/recipes/${recipe.slug}` });
  });

  it('answer 401 to a visitor on every path', async () => {
    const app = testApp(t.db);
    const recipe = await createTestRecipe(t.db);
    for (const [path, init] of [
      [`/api/saved-items/check/recipe/${recipe.id}`, get()],
      ['/api/saved-items', get()],
      ['/api/saved-items', send('POST', undefined, { contentType: 'recipe', contentId: recipe.id })],
      [`/api/saved-items/recipe/${recipe.id}`, send('DELETE')],
    ] as const) {
      const response = await app.request(path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: AUTH_TEXT.notAuthenticated });
    }
    expect(
      await t.db
        .select()
        .from(savedItems)
        .where(and(eq(savedItems.contentType, 'recipe'), eq(savedItems.contentId, recipe.id))),
    ).toHaveLength(0);
  });

  it('answer 404 for an item that does not exist, 400 for bad input', async () => {
    const app = testApp(t.db);
    const member = await signedIn();
    const missing = await app.request('/api/saved-items', send('POST', member.cookie, { contentType: 'thread', contentId: 2_000_000_000 }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: REACTION_ERRORS.contentNotFound });
    expect((await app.request('/api/saved-items/check/thread/2000000000', get(member.cookie))).status).toBe(404);
    expect((await app.request('/api/saved-items/thread/2000000000', send('DELETE', member.cookie))).status).toBe(200);

    for (const [type, id, message] of BAD_REFS) {
      for (const response of [
        await app.request(`/api/saved-items/check/${type}/${id}`, get(member.cookie)),
        await app.request(`/api/saved-items/${type}/${id}`, send('DELETE', member.cookie)),
        await app.request('/api/saved-items', send('POST', member.cookie, { contentType: type, contentId: id })),
      ]) {
        expect(response.status, `${type}/${id}`).toBe(400);
        expect((await response.json()).error).toMatch(message);
      }
    }
    for (const body of [undefined, 'not json', '{"contentType":"recipe"}']) {
      const response = await app.request('/api/saved-items', send('POST', member.cookie, body));
      expect(response.status, String(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });
});
