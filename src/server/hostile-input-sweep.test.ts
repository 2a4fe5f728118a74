import type { AnyProcedure } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestDb } from '../test/db';
import { createTestUser } from '../test/factories';
import { bearer, createTestToken } from '../test/integration-factories';
import { INTEGRATION_SCOPES } from '../shared/constants/integrations';
import { sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../test/server';
import { CATALOGUE } from './api/catalogue';
import { honoPathOf } from './api/routes';
import { seedDatabase } from './db/seed';
import { appRouter } from './trpc/root';
import { noLimits } from '../test/no-limits';

/**
 * Every REST path and every tRPC procedure, called by a visitor and by an admin with
 * values no form would send: the answer is never a 5xx. hostile-input.test.ts checks chosen paths'
 * answers closely; this sweep is what keeps a path added later from being forgotten.
 */

const t = useTestDb();

/**
 * Ids that `Number()` reads as numbers but aren't ids (rules/ids.ts): a fuzz run once deleted a
 * giveaway with one of them.
 */
const LOOSE_IDS: unknown[] = [true, [1], '1e1', ' 2 '];
const LOOSE_PATH_IDS = ['true', '%5B1%5D', '1e1', '%202%20'];

/** Path parameters: out of range, not numbers, bytes that are not UTF-8, NUL, an emoji, traversal (loose ids: below). */
const PATH_VALUES = [
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '%E0%A4%A',
  '%F0%9F%8D%BC',
  '%2e%2e%2f%2e%2e%2fetc',
  'a'.repeat(600),
];
const QUERY_KEYS = [
  'page',
  'limit',
  'cursor',
  'q',
  'type',
  'sort',
  'category',
  'status',
  'token',
  'id',
  'topicId',
  'before',
  'month',
  'userId',
];
/** Values for every field a form might have: wrong types, NUL, a lone surrogate, 5,000 characters, operators. */
const FIELD_VALUES: unknown[] = [...LOOSE_IDS, null, -1, 1e308, 1.5, '\u0000', '\ud800', 'x'.repeat(5_000), { $ne: 1 }, '2026-13-45'];
const FIELDS = [
  ...QUERY_KEYS,
  ...['title', 'body', 'content', 'name', 'username', 'email', 'password', 'contentType', 'contentId', 'slug', 'description'],
  ...['rating', 'message', 'url', 'image', 'ingredients', 'steps', 'points', 'enabled', 'startsAt', 'endsAt', 'ids', 'value'],
  ...['memberId', 'duration', 'parentId', 'commentId', 'mode', 'action', 'reason', 'reported', 'authorId'],
  ...['events', 'integrationId', 'messageId'],
];
const allFields = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const BODIES: unknown[] = [null, [], 42, 'text', JSON.parse('{"__proto__":{"id":1}}'), ...FIELD_VALUES.map(allFields)];

describe('hostile input, on every path and procedure', () => {
  let cookies: Record<'visitor' | 'admin', string>;
  /** An API token with every scope: what an integration reaches, it reaches with hostile input too. */
  let token: string;
  beforeAll(async () => {
    // Real rows behind small ids, so a call gets past "not found" into the code behind it.
    await seedDatabase(t.db, { admin: {}, demo: true });
    cookies = {
      visitor: '',
      admin: await sessionCookieFor(t.db, await createTestUser(t.db, { role: 'admin' })),
    };
    token = (await createTestToken(t.db, [...INTEGRATION_SCOPES])).token;
  }, 60_000);

  async function serverErrors(role: keyof typeof cookies | 'token', requests: [method: string, url: string, body?: unknown][]) {
    const app = testApp(t.db, { rateLimiter: noLimits });
    const failures: string[] = [];
    const credential = role === 'token' ? bearer(token) : { cookie: cookies[role] };
    for (const [method, url, body] of requests) {
      const res = await app.request(url, {
        method,
        headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, ...credential },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status >= 500) failures.push(`${res.status} ${method} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120)}`);
    }
    return failures;
  }

  function restRequests(): [string, string, unknown?][] {
    const seen = new Set<string>();
    // Every /api operation from the catalogue (a route can't exist without its entry), then the files' paths.
    const operations = CATALOGUE.map((operation) => ({ method: operation.method.toUpperCase(), path: honoPathOf(operation.path) }));
    const routes = [...operations, ...testApp(t.db).routes].filter(
      ({ method, path }) =>
        method !== 'ALL' && /^\/(api|uploads|og)\//.test(path) && !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(50);
    return routes.flatMap(({ method, path }) => [
      ...PATH_VALUES.map((value): [string, string, unknown?] => [
        method,
        `${path.replace(/:\w+/g, value)}?${QUERY_KEYS.map((key) => `${key}=${value}`).join('&')}`,
        method === 'GET' ? undefined : {},
      ]),
      ...(method === 'GET' ? [] : BODIES.map((body): [string, string, unknown?] => [method, path.replace(/:\w+/g, '1'), body])),
    ]);
  }

  function trpcRequests(): [string, string, unknown?][] {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
    expect(procedures.length).toBeGreaterThan(100);
    // As the wire format carries them (shared/lib/wire-format.ts), and with its Date paths pointing anywhere.
    const inputs: unknown[] = [
      undefined,
      ...BODIES.map((json) => ({ json })),
      { json: { id: 1 }, meta: { values: { 'id.a.b': ['Date'], __proto__: ['Date'] } } },
      { json: { id: 1 }, meta: 'text' },
    ];
    return procedures.flatMap(([path, procedure]) =>
      inputs.map((input): [string, string, unknown?] =>
        procedure._def.type === 'query'
          ? ['GET', `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`]
          : ['POST', `/trpc/${path}`, input],
      ),
    );
  }

  it('reads a loose id in a path as no id at all, never as a row', async () => {
    const app = testApp(t.db, { rateLimiter: noLimits });
    const routes = app.routes.filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && /:(id|\w+Id)\b/.test(path));
    expect(routes.length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const { method, path } of routes) {
      for (const value of LOOSE_PATH_IDS) {
        const url = path.replace(/:(id|\w+Id)\b/g, value).replace(/:\w+/g, 'recipe');
        const res = await app.request(url, {
          method,
          headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, cookie: cookies.admin },
          body: method === 'GET' ? undefined : '{}',
        });
        if (res.status !== 400) answered.push(`${res.status} ${method} ${url}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('takes every id a procedure reads through the one id rule', () => {
    // Every field that reads the text '2' as the number 2 is an id, but for these counts.
    const COUNTS = new Set(['limit', 'page', 'pageSize', 'ratePerMinute']);
    const loose: string[] = [];
    let ids = 0;
    for (const [name, procedure] of Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)) {
      for (const input of procedure._def.inputs as z.ZodType[]) {
        for (const [path, field] of fieldsOf(input, '')) {
          const two = field.safeParse('2');
          if (!two.success || two.data !== 2 || COUNTS.has(path.split('.').at(-1)!)) continue;
          ids += 1;
          for (const value of LOOSE_IDS) if (field.safeParse(value).success) loose.push(`${name} ${path} ${JSON.stringify(value)}`);
        }
      }
    }
    expect(ids).toBeGreaterThan(50);
    expect(loose).toEqual([]);
  });

  // An admin passes every role check (admins are members), so the input reaches every procedure's code.
  // Thousands of requests each: 7 s on a quiet machine, past the 20 s default when CI's cores are busy.
  for (const role of ['visitor', 'admin'] as const) {
    it(`REST paths, as ${role === 'admin' ? 'an' : 'a'} ${role}`, { timeout: 120_000 }, async () => {
      expect(await serverErrors(role, restRequests())).toEqual([]);
    });
    it(`tRPC procedures, as ${role === 'admin' ? 'an' : 'a'} ${role}`, { timeout: 120_000 }, async () => {
      expect(await serverErrors(role, trpcRequests())).toEqual([]);
    });
  }
  it('REST paths, with an API token holding every scope', { timeout: 120_000 }, async () => {
    expect(await serverErrors('token', restRequests())).toEqual([]);
  });
});

/** Every field of an input schema, by its path (`items.[].contentId`), however deeply nested or wrapped. */
function fieldsOf(schema: z.ZodType, path: string): [string, z.ZodType][] {
  // Each kind's own fields, read only for that kind.
  const def = schema._zod.def as unknown as {
    type: string;
    shape: Record<string, z.ZodType>;
    innerType: z.ZodType;
    in: z.ZodType;
    element: z.ZodType;
    options: z.ZodType[];
    left: z.ZodType;
    right: z.ZodType;
  };
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape).flatMap(([key, field]): [string, z.ZodType][] => [
        [`${path}${key}`, field],
        ...fieldsOf(field, `${path}${key}.`),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fieldsOf(def.innerType, path);
    case 'pipe':
      return fieldsOf(def.in, path);
    case 'array':
      return fieldsOf(def.element, `${path}[].`);
    case 'union':
      return def.options.flatMap((option) => fieldsOf(option, path));
    case 'intersection':
      return [...fieldsOf(def.left, path), ...fieldsOf(def.right, path)];
    default:
      return [];
  }
}
