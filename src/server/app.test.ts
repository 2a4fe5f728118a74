import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/db';
import { createTestUser } from '../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../test/server';

const t = useTestDb();

describe('the HTTP shell', () => {
  it('unknown /api paths answer 404 JSON, never the page', async () => {
    for (const path of ['/api/nope', '/api/', '/api/user/extra']) {
      const res = await testApp(t.db).request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('a known path with the wrong method answers 405 with the methods it takes', async () => {
    const res = await testApp(t.db).request('/api/login');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
    const put = await testApp(t.db).request('/api/user', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s with 403', async (method) => {
    const res = await testApp(t.db).request(
      '/api/logout',
      jsonRequest(method, undefined, { origin: 'https://evil.example', host: 'localhost:3000' }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('refuses cross-site tRPC mutations and an opaque "null" origin', async () => {
    const app = testApp(t.db);
    const trpc = await app.request('/trpc/auth.logout', jsonRequest('POST', {}, { origin: 'https://evil.example' }));
    expect(trpc.status).toBe(403);
    const opaque = await app.request('/api/logout', jsonRequest('POST', undefined, { origin: 'null' }));
    expect(opaque.status).toBe(403);
  });

  it('lets same-origin writes and origin-less integrator calls through', async () => {
    const app = testApp(t.db);
    const sameHost = await app.request(
      '/api/logout',
      jsonRequest('POST', undefined, { origin: 'http://shop.local:8080', host: 'shop.local:8080' }),
    );
    expect(sameHost.status).toBe(200);
    expect((await app.request('/api/logout', jsonRequest('POST', undefined, { origin: 'http://localhost:3000' }))).status).toBe(200);
    expect((await app.request('/api/logout', jsonRequest('POST'))).status).toBe(200);
  });

  it('serves tRPC in its wire format ({ json }) with the session user', async () => {
    const app = testApp(t.db);
    const user = await createTestUser(t.db);
    const res = await app.request('/trpc/auth.me', { headers: { cookie: await sessionCookieFor(t.db, user) } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { json: { username: string } } } };
    expect(body.result.data.json.username).toBe(user.username);
  });

  it('tRPC validation errors carry a readable message and field errors', async () => {
    const res = await testApp(t.db).request(
      '/trpc/auth.register',
      jsonRequest('POST', { json: { username: 'x', email: 'bad', password: '1' } }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { json: { message: string; data: { fieldErrors: Record<string, string> } } } };
    expect(body.error.json.message).toContain('username: Username must be at least 3 characters');
    expect(body.error.json.data.fieldErrors).toMatchObject({ email: 'Please enter a valid email address' });
  });

  it('reports health with the database state', async () => {
    const res = await testApp(t.db).request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('tags every response with a request id and security headers', async () => {
    const res = await testApp(t.db).request('/healthz');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('tags answers a handler builds itself (kept public answers) with a request id, and keeps a sane incoming one', async () => {
    const app = testApp(t.db);
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/api/categories/blog');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const traced = await app.request('/api/categories/blog', { headers: { 'x-request-id': 'proxy-abc123' } });
    expect(traced.headers.get('x-request-id')).toBe('proxy-abc123');
    const forged = await app.request('/api/categories/blog', { headers: { 'x-request-id': 'bad id\u0001' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives JSON answers the REST set of security headers, and no page policy', async () => {
    for (const path of ['/api/user', '/api/no-such-path', '/trpc/auth.me']) {
      const res = await testApp(t.db).request(path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('permissions-policy'), path).toBeNull();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https, on pages, JSON and kept answers alike', async () => {
    const paths = ['/healthz', '/api/user', '/api/categories/blog', '/api/categories/blog'];
    const plain = testApp(t.db);
    for (const path of paths) expect((await plain.request(path)).headers.get('strict-transport-security'), path).toBeNull();
    const secure = testApp(t.db, { publicUrl: 'https://mamavillage.example' });
    for (const path of paths) {
      expect((await secure.request(path)).headers.get('strict-transport-security'), path).toBe('max-age=15552000; includeSubDomains');
    }
  });

  it('has one frame policy, pages and JSON alike, and a permissions policy on pages', async () => {
    const page = await testApp(t.db).request('/healthz');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
    const json = await testApp(t.db).request('/api/user');
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(json.headers.get('x-frame-options')).toBe('DENY');
  });

  it('says so when the client is not built', async () => {
    const res = await testApp(t.db).request('/some/page');
    expect(res.status).toBe(503);
  });
});
