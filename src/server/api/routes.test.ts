import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IntegrationScope } from '../../shared/constants/integrations';
import { useTestDb } from '../../test/db';
import { testServices } from '../../test/server';
import type { AppEnv } from '../http/types';
import { operations } from './operation';
import { addApiRoutes } from './routes';

const t = useTestDb();

const testOperations = operations([
  {
    method: 'get',
    path: '/api/test/scoped/{id}',
    operationId: 'scoped',
    summary: 'A scoped read',
    tags: ['Test'],
    procedure: null,
    responses: { 200: z.object({ id: z.string() }) },
    access: 'public',
    scope: 'content:read',
    since: '2026-01-01',
    handler: async ({ params }) => ({ id: params.id }),
  },
  {
    method: 'post',
    path: '/api/test/unscoped',
    operationId: 'unscoped',
    summary: 'Members only',
    tags: ['Test'],
    procedure: null,
    responses: { 201: z.object({ ok: z.boolean() }) },
    access: 'member',
    since: '2026-01-01',
    handler: async () => ({ ok: true }),
  },
  {
    method: 'get',
    path: '/api/test/old',
    operationId: 'old',
    summary: 'Deprecated',
    tags: ['Test'],
    procedure: null,
    responses: { 200: z.object({ ok: z.boolean() }) },
    access: 'public',
    since: '2026-01-01',
    deprecatedAt: '2026-03-01',
    sunsetAt: '2026-04-01',
    handler: async () => ({ ok: true }),
  },
]);

/** The routes alone, with the integration a token would have set (the tokens' middleware does it for real). */
function appWith(scopes: IntegrationScope[] | null) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('services', testServices(t.db));
    c.set('requestId', 'test');
    c.set('clientIp', '127.0.0.1');
    c.set('user', null);
    c.set('session', null);
    if (scopes) c.set('integration', { id: 1, scopes });
    await next();
  });
  addApiRoutes(app, testOperations);
  return app;
}

describe('routes built from the catalogue', () => {
  it('answers a plain value with the first success status, its path parameters read', async () => {
    const res = await appWith(null).request('/api/test/scoped/7');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: '7' });
    expect((await appWith(null).request('/api/test/unscoped', { method: 'POST' })).status).toBe(201);
  });

  it('lets a token call an operation of its scope, and refuses it others naming the scope', async () => {
    expect((await appWith(['content:read']).request('/api/test/scoped/1')).status).toBe(200);
    const lacking = await appWith(['forum:read']).request('/api/test/scoped/1');
    expect(lacking.status).toBe(403);
    expect(await lacking.json()).toEqual({ error: 'This token lacks the scope content:read' });
    const unscoped = await appWith(['content:read', 'forum:read']).request('/api/test/unscoped', { method: 'POST' });
    expect(unscoped.status).toBe(403);
    expect(await unscoped.json()).toEqual({ error: "Tokens can't call this operation" });
  });

  it('sends Deprecation and Sunset on a deprecated operation, the sunset six months on at the soonest', async () => {
    const res = await appWith(null).request('/api/test/old');
    expect(res.status).toBe(200);
    expect(res.headers.get('Deprecation')).toBe(`@${Date.UTC(2026, 2, 1) / 1000}`);
    expect(res.headers.get('Sunset')).toBe(new Date(Date.UTC(2026, 8, 1)).toUTCString());
    expect((await appWith(null).request('/api/test/scoped/1')).headers.get('Deprecation')).toBeNull();
  });
});
