import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { sessionCookieFor, testApp } from '../../test/server';
import { seedDatabase } from '../db/seed';

const t = useTestDb();

const PARTNER = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';

describe('CORS on /api', () => {
  const app = () => testApp(t.db, { apiCorsOrigins: [PARTNER] });

  it('answers a public read from any origin with *, never with credentials, kept answers too', async () => {
    await seedDatabase(t.db, { admin: {}, demo: true });
    const server = app();
    for (const path of ['/api/blog-posts', '/api/blog-posts', '/api/community/topics', '/api/search?q=sleep', '/api/openapi.json']) {
      const res = await server.request(path, { headers: { origin: STRANGER } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(res.headers.get('access-control-expose-headers'), path).toContain('X-Next-Cursor');
    }
  });

  it('never lets another origin read a cookie-authenticated answer, and refuses its cookie writes with no CORS headers', async () => {
    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const me = await app().request('/api/user', { headers: { origin: STRANGER, cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBeNull();
    const write = await app().request('/api/feedback', {
      method: 'POST',
      headers: { origin: STRANGER, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'idea', message: 'From another site' }),
    });
    expect(write.status).toBe(403);
    expect([...write.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    // Even from a listed origin: the cookie is the browser's, not the integration's.
    const listed = await app().request('/api/user', { headers: { origin: PARTNER, cookie } });
    expect(listed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a bearer preflight from a listed origin with 204, the methods of the path and the headers', async () => {
    const res = await app().request('/api/admin/members/7', {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const stranger = await app().request('/api/admin/members/7', {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(stranger.status).toBe(405);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin read the answer to its bearer request (whatever the token’s fate), and no other origin', async () => {
    const headers = { authorization: 'Bearer mv_1_notarealsecret' };
    const partner = await app().request('/api/admin/members', { headers: { ...headers, origin: PARTNER } });
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(partner.headers.get('vary')).toContain('Origin');
    const stranger = await app().request('/api/admin/members', { headers: { ...headers, origin: STRANGER } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
