import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TEXT, HTTP_TEXT } from '../../shared/constants/messages';
import { INTEGRATION_TEXT, maxExpiryDay } from '../../shared/rules/integrations';
import { sydneyDayOf } from '../../shared/lib/sydney-clock';
import { useTestDb } from '../../test/db';
import { createTestSubscriber, createTestUser } from '../../test/factories';
import { addNote } from '../admin/members/actions';
import { bearer, createTestToken } from '../../test/integration-factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { SCOPE_TEXT } from '../api/routes';
import { auditLog, forumReplies, integrations, reviewItems } from '../db/schema';
import { createMemoryRateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { hashToken } from '../auth/session';

const t = useTestDb();

beforeEach(async () => {
  await t.db.execute(sql`truncate users, audit_log, integrations, newsletter_subscribers, forum_topics, review_items cascade`);
});

const DAY_MS = 86_400_000;

async function cookieOf(role: 'admin' | 'moderator' | 'member') {
  return sessionCookieFor(t.db, await createTestUser(t.db, { role }));
}

describe('POST/GET/DELETE /api/admin/integrations', () => {
  it('creates a token shown once, kept only as its hash, expiring in a year unless chosen, audited', async () => {
    const app = testApp(t.db);
    const cookie = await cookieOf('admin');
    const res = await app.request(
      '/api/admin/integrations',
      jsonRequest('POST', { name: '  Mobile app ', scopes: ['forum:read', 'content:read', 'forum:read'] }, { cookie }),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, string>;
    expect(created).toMatchObject({ name: 'Mobile app', scopes: ['content:read', 'forum:read'] });
    expect(created.token).toMatch(new RegExp(`^mv_${created.id}_[a-z2-7]{32}$`));
    expect(created.token!.startsWith(created.prefix!)).toBe(true);
    const days = (new Date(created.expiresAt!).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    const [row] = await t.db.select().from(integrations);
    const secret = created.token!.split('_')[2]!;
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'create', entityType: 'integration', entityId: String(created.id), label: 'Mobile app' });
    expect(JSON.stringify(audit)).not.toContain(secret);

    const list = await app.request('/api/admin/integrations', { headers: { cookie } });
    expect(list.status).toBe(200);
    const [listed] = (await list.json()) as Record<string, unknown>[];
    expect(listed).toMatchObject({ id: created.id, prefix: created.prefix, status: 'active', lastUsedOn: null, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('takes an expiry day up to two years ahead and refuses one past it, a past one and no scopes', async () => {
    const app = testApp(t.db);
    const cookie = await cookieOf('admin');
    const create = (body: unknown) => app.request('/api/admin/integrations', jsonRequest('POST', body, { cookie }));
    const farthest = maxExpiryDay(new Date());
    const ok = await create({ name: 'Reporting', scopes: ['members:read'], expiresAt: farthest });
    expect(ok.status).toBe(201);
    expect(sydneyDayOf((await ok.json()).expiresAt)).toBe(farthest);

    const tooFar = new Date(Date.now() + 740 * DAY_MS).toISOString().slice(0, 10);
    expect(await (await create({ name: 'x', scopes: ['members:read'], expiresAt: tooFar })).json()).toEqual({
      error: `expiresAt: ${INTEGRATION_TEXT.expiryTooFar}`,
    });
    expect((await create({ name: 'x', scopes: ['members:read'], expiresAt: '2020-01-01' })).status).toBe(400);
    expect(await (await create({ name: 'x', scopes: [] })).json()).toEqual({ error: `scopes: ${INTEGRATION_TEXT.scopesRequired}` });
    expect((await create({ name: 'x', scopes: ['root'] })).status).toBe(400);
    expect((await create({ name: '', scopes: ['forum:read'] })).status).toBe(400);
  });

  it('revokes (audited, twice is once) and answers 404 for no such token', async () => {
    const app = testApp(t.db);
    const cookie = await cookieOf('admin');
    const { id } = await createTestToken(t.db, ['forum:read']);
    const first = await app.request(`/api/admin/integrations/${id}`, { method: 'DELETE', headers: { cookie } });
    expect(first.status).toBe(200);
    expect((await app.request(`/api/admin/integrations/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    expect(await t.db.select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: 'revoke' }]);
    const [listed] = (await (await app.request('/api/admin/integrations', { headers: { cookie } })).json()) as { status: string }[];
    expect(listed!.status).toBe('revoked');
    expect((await app.request('/api/admin/integrations/999999', { method: 'DELETE', headers: { cookie } })).status).toBe(404);
  });

  it('is for admins only: a moderator and a member get 403, a visitor 401', async () => {
    const app = testApp(t.db);
    for (const role of ['moderator', 'member'] as const) {
      const cookie = await cookieOf(role);
      const res = await app.request('/api/admin/integrations', { headers: { cookie } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: AUTH_TEXT.adminOnly });
    }
    expect((await app.request('/api/admin/integrations')).status).toBe(401);
  });
});

describe('Authorization: Bearer', () => {
  it('refuses a token in the query string with 400, even a valid one on a public read', async () => {
    const app = testApp(t.db);
    const { token } = await createTestToken(t.db, ['forum:read']);
    for (const query of [
      `access_token=${token}`,
      `k=${token.replaceAll('_', '%5F')}`,
      `x=1&key=${encodeURIComponent(`Bearer ${token}`)}`,
      'token=mv_1_notarealsecret',
    ]) {
      const res = await app.request(`/api/community/topics?${query}`, { headers: bearer(token) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: INTEGRATION_TEXT.tokenInQuery });
    }
    // And without a header: the address alone is enough to refuse.
    expect((await app.request(`/api/community/topics?t=${token}`)).status).toBe(400);
  });

  it('refuses a session cookie beside a token with 400', async () => {
    const app = testApp(t.db);
    const { token } = await createTestToken(t.db, ['members:read']);
    const res = await app.request('/api/admin/members', { headers: { ...bearer(token), cookie: await cookieOf('admin') } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INTEGRATION_TEXT.cookieAndToken });
  });

  it('answers 401 for a wrong, unknown, expired or revoked token and for another scheme', async () => {
    const app = testApp(t.db);
    const { id, token } = await createTestToken(t.db, ['members:read']);
    const expired = await createTestToken(t.db, ['members:read'], { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await createTestToken(t.db, ['members:read'], { revokedAt: new Date() });
    const wrongSecret = `mv_${id}_${'a'.repeat(32)}`;
    for (const sent of [wrongSecret, 'mv_999999_abcdefghijklmnopqrstuvwxyz234567', 'not-a-token', expired.token, revoked.token]) {
      const res = await app.request('/api/admin/members', { headers: bearer(sent) });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(await res.json()).toEqual({ error: INTEGRATION_TEXT.tokenInvalid });
    }
    const basic = await app.request('/api/admin/members', { headers: { authorization: `Basic ${btoa('a:b')}` } });
    expect(basic.status).toBe(401);
    expect((await app.request('/api/admin/members', { headers: bearer(token) })).status).toBe(200);
  });

  it('answers 403 to a token on /trpc: tokens are for /api only', async () => {
    const { token } = await createTestToken(t.db, ['members:read']);
    const res = await testApp(t.db).request('/trpc/admin.members.list', { headers: bearer(token) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: INTEGRATION_TEXT.tokenOnTrpc });
  });
});

describe('what a token may read', () => {
  it('reads the member list and a member with members:read, emails masked unless members:email', async () => {
    const app = testApp(t.db);
    const kate = await createTestUser(t.db, { username: 'kate', email: 'kate@example.com' });
    const reader = await createTestToken(t.db, ['members:read']);
    const withEmails = await createTestToken(t.db, ['members:read', 'members:email']);

    const masked = await app.request('/api/admin/members?q=kate', { headers: bearer(reader.token) });
    expect(masked.status).toBe(200);
    expect(await masked.json()).toMatchObject([{ username: 'kate', email: 'k***@example.com' }]);
    const admin = await createTestUser(t.db, { role: 'admin' });
    await addNote(t.db, admin, { id: kate.id, body: 'Asked us to call her back about the giveaway.' });
    const one = await app.request(`/api/admin/members/${kate.id}`, { headers: bearer(reader.token) });
    const detail = await one.json();
    expect(detail.member).toMatchObject({ username: 'kate', email: 'k***@example.com' });
    // The team's private notes stay the team's.
    expect(detail.notes).toEqual([]);

    const full = await app.request('/api/admin/members?q=kate', { headers: bearer(withEmails.token) });
    expect(await full.json()).toMatchObject([{ email: 'kate@example.com' }]);
  });

  it('answers 403 naming the scope a token lacks', async () => {
    const app = testApp(t.db);
    const { token } = await createTestToken(t.db, ['forum:read']);
    for (const [path, scope] of [
      ['/api/admin/members', 'members:read'],
      ['/api/admin/newsletter/subscribers', 'newsletter:read'],
      ['/api/admin/moderation/items', 'moderation:write'],
    ] as const) {
      const res = await app.request(path, { headers: bearer(token) });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: INTEGRATION_TEXT.missingScope(scope) });
    }
  });

  it('reads the subscriber list with newsletter:read and the moderation queue with moderation:write', async () => {
    const app = testApp(t.db);
    await createTestSubscriber(t.db, { email: 'reader@example.com', name: 'Reader', source: 'footer' });
    const { token } = await createTestToken(t.db, ['newsletter:read', 'moderation:write']);
    const subscribers = await app.request('/api/admin/newsletter/subscribers', { headers: bearer(token) });
    expect(subscribers.status).toBe(200);
    expect((await subscribers.json()).items).toMatchObject([{ email: 'reader@example.com' }]);
    expect((await app.request('/api/admin/moderation/items', { headers: bearer(token) })).status).toBe(200);
  });

  it('never acts as a member: a member write, an admin page and the tokens themselves answer 403', async () => {
    const app = testApp(t.db);
    const { token } = await createTestToken(t.db, ['forum:read', 'members:read', 'moderation:write', 'webhooks:manage']);
    const write = await app.request(
      '/api/community/threads',
      jsonRequest('POST', { title: 'Hello there', content: 'x'.repeat(30), topicId: 1 }, bearer(token)),
    );
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: SCOPE_TEXT.noTokens });
    for (const [method, path] of [
      ['POST', '/api/admin/integrations'],
      ['GET', '/api/admin/integrations'],
      ['PUT', '/api/admin/members/1/role'],
      ['POST', '/api/account/exports'],
    ] as const) {
      const res = await app.request(path, jsonRequest(method, method === 'GET' ? undefined : {}, bearer(token)));
      expect([path, res.status]).toEqual([path, 403]);
    }
  });

  it('skips the Origin check only for a valid token (no ambient credential)', async () => {
    const app = testApp(t.db);
    const { token } = await createTestToken(t.db, ['forum:read']);
    const foreign = { origin: 'https://evil.example' };
    const valid = await app.request('/api/community/threads', jsonRequest('POST', {}, { ...bearer(token), ...foreign }));
    expect(await valid.json()).toEqual({ error: SCOPE_TEXT.noTokens });
    const cookieWrite = await app.request(
      '/api/community/threads',
      jsonRequest('POST', {}, { cookie: await cookieOf('member'), ...foreign }),
    );
    expect(cookieWrite.status).toBe(403);
    expect(await cookieWrite.json()).toEqual({ error: HTTP_TEXT.crossSite });
  });

  it('notes the day a token was last used', async () => {
    const app = testApp(t.db);
    const { id, token } = await createTestToken(t.db, ['members:read']);
    await app.request('/api/admin/members', { headers: bearer(token) });
    await expect
      .poll(async () => (await t.db.select({ day: integrations.lastUsedOn }).from(integrations).where(eq(integrations.id, id)))[0]!.day)
      .toBe(sydneyDayOf(new Date()));
  });
});

describe('the per-token rate limit', () => {
  it('sends RateLimit-Policy and RateLimit, then 429 with Retry-After; each token counts alone', async () => {
    const rateLimiter = createMemoryRateLimiter({ ...DEFAULT_RATE_LIMITS, requestsPerToken: { attempts: 3, windowSeconds: 60 } });
    const app = testApp(t.db, { rateLimiter });
    const { token } = await createTestToken(t.db, ['members:read']);
    const other = await createTestToken(t.db, ['members:read']);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/api/admin/members', { headers: bearer(token) });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
      remaining.push(res.headers.get('ratelimit')!.replace(/;t=\d+$/, ''));
    }
    expect(remaining).toEqual(['"token";r=2', '"token";r=1', '"token";r=0']);
    const refused = await app.request('/api/admin/members', { headers: bearer(token) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: INTEGRATION_TEXT.tooManyRequests });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit')).toBe(`"token";r=0;t=${retryAfter}`);
    expect((await app.request('/api/admin/members', { headers: bearer(other.token) })).status).toBe(200);
  });

  it('takes its number from RATE_LIMIT_TOKEN_PER_MINUTE, a bare number per minute', async () => {
    const { parseEnv } = await import('../env');
    expect(parseEnv({}).rateLimits.requestsPerToken).toEqual({ attempts: 600, windowSeconds: 60 });
    expect(parseEnv({ RATE_LIMIT_TOKEN_PER_MINUTE: '120' }).rateLimits.requestsPerToken).toEqual({ attempts: 120, windowSeconds: 60 });
    expect(parseEnv({ RATE_LIMIT_TOKEN_PER_MINUTE: '1000/1h' }).rateLimits.requestsPerToken).toEqual({
      attempts: 1000,
      windowSeconds: 3600,
    });
    expect(() => parseEnv({ RATE_LIMIT_TOKEN_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_TOKEN_PER_MINUTE/);
  });
});

describe('moderation decisions by a token', () => {
  it('removes a reported reply as the integration (no member recorded), and leaves edits and locks to the team', async () => {
    const app = testApp(t.db);
    const author = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const reply = await createTestReply(t.db, { threadId: thread.id, authorId: author.id, content: 'Message me to buy!' });
    const reporter = await callerFor(t.db, await createTestUser(t.db));
    await reporter.caller.moderation.reports.create({ targetType: 'reply', targetId: reply.id, reason: 'spam' });
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.targetId, reply.id));
    const { id, token } = await createTestToken(t.db, ['moderation:write'], { name: 'Safety partner' });

    // The queue as the token reads it names no reporter; the team's names her.
    const asToken = await app.request(`/api/admin/moderation/items?targetType=reply&targetId=${reply.id}`, { headers: bearer(token) });
    expect((await asToken.json())[0].reports).toEqual([expect.objectContaining({ reason: 'spam', reporter: null })]);
    const moderator = await callerFor(t.db, await createTestUser(t.db, { role: 'moderator' }));
    const [seen] = (await moderator.caller.moderation.queue.list({ targetType: 'reply', targetId: reply.id })).items;
    expect(seen!.reports[0]!.reporter).toEqual({ id: reporter.ctx.user!.id, username: reporter.ctx.user!.username });
    const decision = (body: object) =>
      app.request(
        `/api/admin/moderation/items/${item!.id}/decision`,
        jsonRequest('POST', { version: item!.version, ...body }, bearer(token)),
      );

    const edit = await decision({ action: 'edit', content: 'Please ask the admins first.' });
    expect(edit.status).toBe(403);
    expect(await edit.json()).toEqual({ error: MODERATION_TEXT.notForIntegrations });

    const removed = await decision({ action: 'remove', note: 'Selling' });
    expect(removed.status).toBe(200);
    expect((await t.db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]).toMatchObject({
      status: 'removed',
      removedBy: null,
    });
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, item!.id)))[0]).toMatchObject({
      status: 'removed',
      decidedBy: null,
    });
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([
      ['remove', null, `Safety partner (API token #${id})`],
      ['decide', null, `Safety partner (API token #${id})`],
    ]);
    // Its reporter hears the outcome, as after a moderator's decision.
    expect(await reporter.caller.notifications.list({})).toMatchObject({ items: [{ title: MODERATION_TEXT.reportOutcome.removed }] });
  });
});
