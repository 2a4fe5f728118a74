import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/db';
import { createTestUser, userInput } from '../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../test/server';

const t = useTestDb();

/** Whatever arrives, the answer is a 4xx with an `{ error }` text: never a 500, never a crash. */
async function expectClientError(res: Response) {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
}

describe('hostile input on the REST paths', () => {
  it.each([
    ['a NUL byte in the username', { username: 'ad\u0000min', password: 'whatever-pass' }],
    ['a NUL byte in the password', { username: 'admin', password: 'what\u0000ever' }],
    ['a lone surrogate', { username: '\ud800admin', password: 'whatever-pass' }],
    ['SQL in the username', { username: "admin' OR '1'='1", password: "' OR 1=1 --" }],
    ['objects in place of strings', { username: { $ne: null }, password: { $gt: '' } }],
    ['a number', 42],
    ['null', null],
    ['a string', 'username=admin'],
  ])('login with %s is refused cleanly', async (_label, body) => {
    await expectClientError(await testApp(t.db).request('/api/login', jsonRequest('POST', JSON.stringify(body))));
  });

  it.each([
    ['a NUL byte in the email', { email: 'mum\u0000@example.com' }],
    ['an emoji username', { username: 'mum🍼' }],
    ['a right-to-left override', { username: 'mum\u202Eexe' }],
    ['a 5 MB password', { password: 'x'.repeat(5_000_000) }],
  ])('register with %s is refused cleanly', async (_label, override) => {
    await expectClientError(await testApp(t.db).request('/api/register', jsonRequest('POST', userInput(override))));
  });

  it('ignores __proto__ keys instead of polluting objects', async () => {
    const body = `{"username":"proto_mum","email":"proto@example.com","password":"long-enough-pw","__proto__":{"isAdmin":true}}`;
    const res = await testApp(t.db).request('/api/register', jsonRequest('POST', body));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { isAdmin: boolean }).isAdmin).toBe(false);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  it('cannot make itself an admin or a moderator by sending isAdmin or a role', async () => {
    for (const extra of [{ isAdmin: true }, { role: 'admin' }, { role: 'moderator' }]) {
      const res = await testApp(t.db).request('/api/register', jsonRequest('POST', { ...userInput(), ...extra }));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ role: 'member', isAdmin: false });
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await testApp(t.db).request(
      '/api/login',
      jsonRequest(
        'POST',
        JSON.stringify({
          username: 'a',
          password: 'b',
          pad: 'x'.repeat(2_000_000),
        }),
      ),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers garbage tRPC input with 400', async () => {
    const app = testApp(t.db);
    const bad = await app.request('/trpc/auth.login', jsonRequest('POST', '{not json'));
    expect(bad.status).toBe(400);
    const badBatch = await app.request('/trpc/auth.login?batch=1', jsonRequest('POST', '{"0": {"json": 5}}'));
    expect(badBatch.status).toBe(400);
    const unknown = await app.request('/trpc/auth.nothing');
    expect(unknown.status).toBe(404);
  });
  describe('likes, saves and notifications, signed in', () => {
    const bodies: [string, unknown][] = [
      ['a NUL byte in the content type', { contentType: 'rec\u0000ipe', contentId: 1 }],
      ['SQL in the content type', { contentType: "recipe'; drop table likes; --", contentId: 1 }],
      ['an object for the id', { contentType: 'recipe', contentId: { $gt: 0 } }],
      ['an id past 32 bits', { contentType: 'recipe', contentId: 2 ** 40 }],
      ['a negative id', { contentType: 'thread', contentId: -1 }],
      ['a fractional id', { contentType: 'thread', contentId: 1.5 }],
      ...[true, [1], '1e1', ' 2 '].map((contentId): [string, unknown] => [
        `${JSON.stringify(contentId)} for the id`,
        { contentType: 'recipe', contentId },
      ]),
      ['an array', [{ contentType: 'recipe', contentId: 1 }]],
      ['null', null],
      ['__proto__ only', JSON.parse('{"__proto__":{"contentType":"recipe","contentId":1}}')],
    ];
    it.each(bodies.flatMap(([label, body]) => ['/api/likes', '/api/saved-items'].map((path) => [path, label, body] as const)))(
      'POST %s with %s is refused cleanly',
      async (path, _label, body) => {
        const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
        await expectClientError(await testApp(t.db).request(path, jsonRequest('POST', JSON.stringify(body), { cookie })));
      },
    );

    it.each([
      '/api/likes/recipe/abc',
      '/api/likes/banana/1/count',
      '/api/likes/recipe/99999999999',
      '/api/saved-items/check/recipe/%00',
      '/api/saved-items/check/%F0%9F%8D%BC/1',
    ])('GET %s is refused cleanly', async (path) => {
      const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
      await expectClientError(await testApp(t.db).request(path, { headers: { cookie } }));
    });

    it.each([
      '/api/notifications/abc/read',
      '/api/notifications/-1/read',
      '/api/notifications/1e3/read',
      '/api/notifications/%201%20/read',
      '/api/notifications/true/read',
      '/api/notifications/99999999999/read',
    ])('PUT %s is refused cleanly', async (path) => {
      const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
      await expectClientError(await testApp(t.db).request(path, jsonRequest('PUT', undefined, { cookie })));
    });
  });
});

describe('hostile input on the newsletter paths', () => {
  it.each([
    ['a NUL byte in the email', { name: 'Kate Lee', email: 'kate\u0000@example.com' }],
    ['5,000 characters of name', { name: 'x'.repeat(5000), email: 'kate@example.com' }],
    ['an object for the email', { name: 'Kate Lee', email: { $ne: null } }],
    ['an array for the source', { name: 'Kate Lee', email: 'kate@example.com', source: ['footer'] }],
    ['HTML for the source', { name: 'Kate Lee', email: 'kate@example.com', source: '<script>' }],
    ['a number', 42],
    ['null', null],
  ])('subscribing with %s is refused cleanly', async (_label, body) => {
    await expectClientError(await testApp(t.db).request('/api/newsletter/subscribe', jsonRequest('POST', JSON.stringify(body))));
  });

  it.each([
    '/api/email/unsubscribe?token=%00',
    "/api/email/unsubscribe?token=' OR 1=1 --",
    `/api/email/unsubscribe?token=${'a'.repeat(5000)}`,
    '/api/email/unsubscribe?token=a&token=b',
  ])('unsubscribing at %s is refused cleanly', async (path) => {
    await expectClientError(await testApp(t.db).request(path, jsonRequest('POST')));
    await expectClientError(await testApp(t.db).request(path));
  });
});
