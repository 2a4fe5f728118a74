import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser, TEST_PASSWORD, userInput } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';

const t = useTestDb();

function cookieFrom(res: Response): string {
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('auth REST paths (PRODUCT.md "Calls and answers")', () => {
  it('GET /api/user is 401 for a visitor and the user for a member', async () => {
    const app = testApp(t.db);
    const anonymous = await app.request('/api/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not authenticated' });

    const user = await createTestUser(t.db);
    const res = await app.request('/api/user', { headers: { cookie: await sessionCookieFor(t.db, user) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'member',
      isAdmin: false,
      avatar: null,
    });
  });

  it('register → user → logout → 401, all through the cookie', async () => {
    const app = testApp(t.db);
    const input = userInput();
    const registered = await app.request('/api/register', jsonRequest('POST', input));
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ username: input.username, email: input.email, isAdmin: false });
    const cookie = cookieFrom(registered);

    expect((await app.request('/api/user', { headers: { cookie } })).status).toBe(200);
    const out = await app.request('/api/logout', jsonRequest('POST', undefined, { cookie }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect((await app.request('/api/user', { headers: { cookie } })).status).toBe(401);
  });

  it('POST /api/login answers 401 with the spec message when wrong, the user when right', async () => {
    const app = testApp(t.db);
    const user = await createTestUser(t.db);
    const wrong = await app.request('/api/login', jsonRequest('POST', { username: user.username, password: 'nope-nope' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid username or password' });

    const right = await app.request('/api/login', jsonRequest('POST', { username: user.username, password: TEST_PASSWORD }));
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ id: user.id });
    expect(right.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('a duplicate registration is a 409 that names the field', async () => {
    const app = testApp(t.db);
    const user = await createTestUser(t.db);
    const res = await app.request('/api/register', jsonRequest('POST', userInput({ email: user.email })));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'That email is already registered' });
  });

  it.each([
    ['malformed JSON', '{"username": ', 'Request body must be valid JSON'],
    ['no body', undefined, 'Invalid input'],
    ['wrong types', { username: 42, email: ['x'], password: null }, 'username:'],
    ['an array', [1, 2], 'Invalid input'],
    ['a huge username', { username: 'a'.repeat(10_000), email: 'a@b.co', password: 'long-enough-pw' }, 'username:'],
  ])('register with %s is a 400 with an error message, never a 500', async (_label, body, message) => {
    const res = await testApp(t.db).request('/api/register', jsonRequest('POST', body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string };
    expect(json.error).toContain(message);
  });

  it('a secure cookie when the site is served over https', async () => {
    const app = testApp(t.db, { publicUrl: 'https://mamavillage.example' });
    const res = await app.request('/api/register', jsonRequest('POST', userInput(), { origin: 'https://mamavillage.example' }));
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('a stale session cookie is cleared', async () => {
    const res = await testApp(t.db).request('/api/user', { headers: { cookie: 'session=abcdefghijklmnopqrstuvwxyz234567' } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
  });
});
