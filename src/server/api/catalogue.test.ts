import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { testApp } from '../../test/server';
import { accessOfProcedure, procedureAt } from './access-of';
import { CATALOGUE } from './catalogue';
import { type OperationAccess } from './operation';
import { honoPathOf, operationFor } from './routes';
import { earliestSunset } from './versions';

const t = useTestDb();

const RANK: Record<OperationAccess, number> = { public: 0, member: 1, moderator: 2, admin: 3 };

describe('the catalogue', () => {
  it('has an entry for every /api route and a route for every entry', () => {
    const app = testApp(t.db);
    const routes = new Set(
      app.routes.filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/')).map(({ method, path }) => `${method} ${path}`),
    );
    const entries = new Set(CATALOGUE.map((operation) => `${operation.method.toUpperCase()} ${honoPathOf(operation.path)}`));
    expect(routes.size).toBeGreaterThan(90);
    expect([...routes].filter((route) => !entries.has(route))).toEqual([]);
    expect([...entries].filter((entry) => !routes.has(entry))).toEqual([]);
  });

  it('declares each operation once, with a unique operationId', () => {
    const keys = CATALOGUE.map((operation) => `${operation.method} ${operation.path}`);
    expect(keys.length).toBe(new Set(keys).size);
    const ids = CATALOGUE.map((operation) => operation.operationId);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('names procedures that exist, and never lets in fewer than the procedure does', () => {
    const wrong: string[] = [];
    for (const operation of CATALOGUE) {
      if (operation.procedure === null) continue;
      const access = accessOfProcedure(operation.procedure);
      if (!procedureAt(operation.procedure) || !access) wrong.push(`${operation.operationId}: no procedure ${operation.procedure}`);
      else if (RANK[operation.access] < RANK[access]) wrong.push(`${operation.operationId}: ${operation.access}, procedure ${access}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps answers cached only for operations anyone may call, and scopes only on what a token may call', () => {
    for (const operation of CATALOGUE) {
      if (operation.cache) expect(operation, operation.operationId).toMatchObject({ access: 'public', method: 'get' });
    }
    const scoped = CATALOGUE.filter((operation) => operation.scope).map((operation) => operation.operationId);
    expect(scoped).toEqual(expect.arrayContaining(['listBlogPosts', 'getThread', 'listMembers', 'getMember']));
  });

  it('dates every operation, and a deprecated one sunsets six months later at the soonest', () => {
    for (const operation of CATALOGUE) {
      expect(operation.since, operation.operationId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (operation.sunsetAt) expect(operation.deprecatedAt, operation.operationId).toBeDefined();
      if (operation.deprecatedAt && operation.sunsetAt) {
        expect(operation.sunsetAt >= earliestSunset(operation.deprecatedAt), operation.operationId).toBe(true);
      }
    }
  });

  it('finds a request’s operation as the router does: a fixed path before a parameter', () => {
    expect(operationFor('GET', '/api/blog-posts/featured')?.operationId).toBe('listFeaturedBlogPosts');
    expect(operationFor('GET', '/api/blog-posts/some-post')?.operationId).toBe('getBlogPost');
    expect(operationFor('HEAD', '/api/blog-posts/some-post/')?.operationId).toBe('getBlogPost');
    expect(operationFor('GET', '/api/admin/members.csv')?.operationId).toBe('exportMembers');
    expect(operationFor('POST', '/api/blog-posts/some-post')).toBeNull();
  });
});
