import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { FORUM_LIMITS } from '../../shared/constants/community';
import { COMMENT_LIMITS } from '../../shared/constants/comments';
import { useTestDb } from '../../test/db';
import { sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../../test/server';
import { createTestUser } from '../../test/factories';
import { CATALOGUE } from './catalogue';
import { buildDocument } from './openapi';
import { operations } from './operation';

const t = useTestDb();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1.0 that a standard validator accepts, its server the site', async () => {
    const res = await testApp(t.db).request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document: Json = await res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: TEST_PUBLIC_URL, description: 'This site' }]);
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths)).toContain('/api/comments/{contentType}/{contentId}');
  });

  it('carries an ETag and public caching, and answers 304 to it', async () => {
    const app = testApp(t.db);
    const res = await app.request('/api/openapi.json');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect((await app.request('/api/openapi.json', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('carries the limits the server enforces', async () => {
    const document: Json = await (await testApp(t.db).request('/api/openapi.json')).json();
    const body = (path: string, method: string) => document.paths[path][method].requestBody.content['application/json'].schema;
    const thread = body('/api/community/threads', 'post');
    expect(thread.properties.title).toMatchObject({ minLength: FORUM_LIMITS.titleMin, maxLength: FORUM_LIMITS.titleMax });
    expect(thread.properties.title).toMatchObject({ minLength: 5, maxLength: 150 });
    expect(thread.properties.content).toMatchObject({ maxLength: 10_000 });
    expect(thread.required).toEqual(expect.arrayContaining(['topicId', 'title', 'content']));
    expect(body('/api/community/threads/{id}/replies', 'post').properties.content).toMatchObject({ maxLength: FORUM_LIMITS.replyMax });
    expect(body('/api/comments', 'post').properties.body).toMatchObject({ maxLength: COMMENT_LIMITS.bodyMax });
    const limit = document.paths['/api/comments/{contentType}/{contentId}'].get.parameters.find((p: Json) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: COMMENT_LIMITS.pageMax });

    // …and the server holds to them: one character over is refused.
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const post = (title: string, content: string) =>
      app.request('/api/community/threads', {
        method: 'POST',
        headers: { cookie, origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ topicId: 1, title, content }),
      });
    expect((await post('x'.repeat(151), 'Fine content')).status).toBe(400);
    expect((await post('Four', 'Fine content')).status).toBe(400);
    expect((await post('A fine title', 'x'.repeat(10_001))).status).toBe(400);
  });

  it('documents errors, Retry-After, X-Next-Cursor, ETag/304 and both security schemes', async () => {
    const document: Json = await (await testApp(t.db).request('/api/openapi.json')).json();
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
    const list = document.paths['/api/blog-posts'].get;
    expect(list.responses['200'].headers).toHaveProperty('X-Next-Cursor');
    expect(list.responses['200'].headers).toHaveProperty('ETag');
    expect(list.responses).toHaveProperty('304');
    expect(list.responses['429'].headers).toHaveProperty('Retry-After');
    expect(list.responses['503'].headers).toHaveProperty('Retry-After');
    expect(list.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(list.security).toEqual([{}, { sessionCookie: [] }, { bearerToken: ['content:read'] }]);
    const write = document.paths['/api/community/threads'].post;
    expect(Object.keys(write.responses)).toEqual(expect.arrayContaining(['201', '202', '400', '401', '403', '413', '429', '503']));
    expect(write.security).toEqual([{ sessionCookie: [] }]);
    expect(document.info.description).toMatch(/at-least-once, in no promised order/);
    for (const operation of CATALOGUE) expect(document.paths[operation.path][operation.method].operationId).toBe(operation.operationId);
  });

  it('marks a deprecated operation as such', () => {
    const document: Json = buildDocument(
      operations([
        {
          method: 'get',
          path: '/api/old',
          operationId: 'old',
          summary: 'Old',
          tags: ['Test'],
          procedure: null,
          responses: { 200: { contentType: null, description: 'Nothing' } },
          access: 'public',
          since: '2026-01-01',
          deprecatedAt: '2026-02-01',
          handler: async () => null,
        },
      ]),
      TEST_PUBLIC_URL,
    );
    expect(document.paths['/api/old'].get.deprecated).toBe(true);
    expect(document.paths['/api/old'].get.responses['200'].headers).toHaveProperty('Sunset');
  });
});
