import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../shared/constants/integrations';
import { WEBHOOK_LIMITS, WEBHOOK_TEXT } from '../../shared/constants/webhooks';
import { createMetrics, type Metrics } from '../metrics/metrics';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { createTestIntegration } from '../../test/integration-factories';
import { jsonRequest, sessionCookieFor, testApp, testServices } from '../../test/server';
import { createSession, generateSessionToken, type SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { auditLog, integrations, jobs, type SessionRow, users, webhookAttempts, webhookEndpoints, webhookMessages } from '../db/schema';
import { EMAIL_JOB } from '../email/queued';
import { JobRunner } from '../jobs/runner';
import { silentLogger } from '../logger';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { deliverWebhook, purgeWebhookLog, webhookRetryDelayMs } from './delivery';
import { emitEvent, WEBHOOK_DELIVERY_JOB } from './events';
import { checkedTarget, isForbiddenAddress } from './targets';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A real HTTP receiver on loopback: records each request and answers what `answer` says. */
async function receiver() {
  const received: Received[] = [];
  let answer: (request: Received) => Promise<{ status: number; body?: string; headers?: Record<string, string> }> = async () => ({
    status: 200,
    body: 'ok',
  });
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString(), path: req.url ?? '' };
      received.push(request);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      void answer(request).then(({ status, body = '', headers = {} }) => {
        inFlight -= 1;
        res.writeHead(status, headers).end(body);
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The admin's session, made once her account is (the team's procedures want a session behind a user). */
let adminSession: SessionRow;

function adminCaller(db: Db, admin: SessionUser, options: { allowPrivate?: boolean; integration?: { id: number; scopes: string[] } } = {}) {
  const ctx = createContextInner({
    ...testServices(db),
    allowPrivateWebhookTargets: options.allowPrivate ?? true,
    user: admin,
    session: adminSession,
  });
  return createCaller(Object.assign(ctx, options.integration && { integration: options.integration, user: null, session: null }));
}

function runnerFor(db: Db, concurrency = 3, metrics?: Metrics) {
  return new JobRunner({
    db,
    logger: silentLogger,
    concurrency,
    handlers: {
      [WEBHOOK_DELIVERY_JOB]: deliverWebhook({
        db,
        logger: silentLogger,
        publicUrl: 'http://localhost:3000',
        allowPrivateTargets: true,
        timeoutMs: 2000,
        metrics,
      }),
    },
  });
}

/** Makes every queued delivery due now (the retry schedule's waits, skipped). */
async function makeDue(db: Db) {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.status, 'queued'));
}

describe('webhooks', () => {
  const t = useTestDb();
  let admin: SessionUser;
  let target: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    admin = await createTestUser(t.db, { role: 'admin', username: 'hookadmin', email: 'hookadmin@example.com' });
    adminSession = await createSession(t.db, generateSessionToken(), admin.id);
    target = await receiver();
  });
  afterAll(() => target.close());

  async function endpointFor(events: WebhookEvent[], scopes: string[] = ['webhooks:manage'], path = '/hook') {
    const integration = await createTestIntegration(t.db, { scopes: scopes as never });
    const created = await adminCaller(t.db, admin).admin.webhooks.create({
      integrationId: integration.id,
      url: `${target.url}${path}`,
      events,
    });
    return { integration, ...created };
  }

  /** Each test's endpoints alone: the earlier tests' are deleted (their messages and log with them). */
  async function clearQueue() {
    await t.db.delete(webhookEndpoints);
    await t.db.delete(jobs);
    target.received.length = 0;
  }

  describe('targets', () => {
    it('refuses loopback, private, link-local and shared addresses, IPv4 and IPv6 (mapped too), and lets public ones through', () => {
      for (const address of [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.5.4',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '::1',
        '::',
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '::ffff:10.0.0.1',
        'fe80::1',
        'fd00::1',
        '64:ff9b::a00:1',
        '2002:a00:1::1',
      ]) {
        expect(isForbiddenAddress(address), address).toBe(true);
      }
      for (const address of ['93.184.215.14', '1.1.1.1', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
        expect(isForbiddenAddress(address), address).toBe(false);
      }
    });

    it('checks every address a name resolves to, and the flag lifts the check', async () => {
      const resolve = async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ];
      await expect(checkedTarget('https://hooks.example.com/in', { allowPrivate: false, resolve })).rejects.toThrow(
        WEBHOOK_TEXT.targetRefused,
      );
      await expect(checkedTarget('https://hooks.example.com/in', { allowPrivate: true, resolve })).resolves.toMatchObject({
        address: '93.184.215.14',
      });
    });

    it.each([
      'http://127.0.0.1/hook',
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://100.64.1.1/hook',
    ])('saving %s is refused without WEBHOOK_ALLOW_PRIVATE_TARGETS', async (url) => {
      const integration = await createTestIntegration(t.db);
      const caller = adminCaller(t.db, admin, { allowPrivate: false });
      await expect(caller.admin.webhooks.create({ integrationId: integration.id, url, events: ['thread.created'] })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: WEBHOOK_TEXT.targetRefused,
      });
    });

    it('refuses credentials in the URL and other schemes, and accepts a public address', async () => {
      const integration = await createTestIntegration(t.db);
      const caller = adminCaller(t.db, admin, { allowPrivate: false });
      const create = (url: string) => caller.admin.webhooks.create({ integrationId: integration.id, url, events: ['thread.created'] });
      await expect(create('https://user:pw@93.184.215.14/hook')).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(WEBHOOK_TEXT.urlCredentials),
      });
      await expect(create('ftp://93.184.215.14/hook')).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(WEBHOOK_TEXT.urlInvalid),
      });
      await expect(create('https://93.184.215.14/hook')).resolves.toMatchObject({
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
      });
    });

    it('refuses again at delivery: an endpoint whose address became private is logged as refused, nothing sent', async () => {
      await clearQueue();
      const { integration, id } = await endpointFor(['thread.created']);
      await t.db.transaction((tx) => emitEvent(tx, 'thread.created', { id: 1, title: 'Sleep', topicId: 1, path: '/community/thread/1' }));
      const strict = new JobRunner({
        db: t.db,
        logger: silentLogger,
        handlers: { [WEBHOOK_DELIVERY_JOB]: deliverWebhook({ db: t.db, logger: silentLogger, publicUrl: '', allowPrivateTargets: false }) },
      });
      await strict.drain();
      expect(target.received).toHaveLength(0);
      const log = await adminCaller(t.db, admin).admin.webhooks.log({ integrationId: integration.id, id });
      expect(log.items[0]).toMatchObject({ status: null, error: WEBHOOK_TEXT.targetRefused, messageStatus: 'pending' });
    });
  });

  describe('delivery', () => {
    it('sends a signed event that standardwebhooks verifies, the email only to an integration holding members:email', async () => {
      await clearQueue();
      const plain = await endpointFor(['member.created'], ['webhooks:manage'], '/plain');
      const withEmail = await endpointFor(['member.created'], ['webhooks:manage', 'members:email'], '/email');
      await endpointFor(['thread.created'], ['webhooks:manage'], '/other');
      await t.db.transaction((tx) =>
        emitEvent(tx, 'member.created', { id: 7, username: 'newmum', joinedAt: '2026-11-28T00:00:00.000Z', email: 'newmum@example.com' }),
      );
      await runnerFor(t.db).drain();
      expect(target.received.map((r) => r.path).sort()).toEqual(['/email', '/plain']);
      for (const [endpoint, path] of [
        [plain, '/plain'],
        [withEmail, '/email'],
      ] as const) {
        const request = target.received.find((r) => r.path === path)!;
        const verified = new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        };
        expect(verified).toMatchObject({ type: 'member.created', data: { id: 7, username: 'newmum' } });
        expect('email' in verified.data).toBe(path === '/email');
        expect(request.headers['webhook-id']).toMatch(/^msg_/);
      }
      const messages = await t.db.select().from(webhookMessages).where(eq(webhookMessages.eventType, 'member.created'));
      expect(messages.every((m) => m.status === 'delivered')).toBe(true);
    });

    it('report.created reaches only integrations holding moderation:write, which alone may subscribe to it', async () => {
      await clearQueue();
      const integration = await createTestIntegration(t.db);
      await expect(
        adminCaller(t.db, admin).admin.webhooks.create({
          integrationId: integration.id,
          url: `${target.url}/r`,
          events: ['report.created'],
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: WEBHOOK_TEXT.eventNeedsScope('report.created', 'moderation:write') });
      const moderation = await endpointFor(['report.created'], ['webhooks:manage', 'moderation:write'], '/reports');
      await t.db.transaction((tx) => emitEvent(tx, 'report.created', { id: 3, targetType: 'reply', targetId: 9, reason: 'spam' }));
      await runnerFor(t.db).drain();
      expect(target.received.map((r) => r.path)).toEqual(['/reports']);
      expect(
        new Webhook(moderation.secret).verify(target.received[0]!.body, target.received[0]!.headers as Record<string, string>),
      ).toMatchObject({
        data: { id: 3, reason: 'spam' },
      });
    });

    it('a rolled-back write sends nothing', async () => {
      await clearQueue();
      await endpointFor(['thread.created']);
      const before = await t.db.select().from(webhookMessages);
      await expect(
        t.db.transaction(async (tx) => {
          await emitEvent(tx, 'thread.created', { id: 99, title: 'Never', topicId: 1, path: '/community/thread/1' });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await t.db.select().from(webhookMessages)).toHaveLength(before.length);
      expect(await t.db.select().from(jobs)).toHaveLength(0);
      await runnerFor(t.db).drain();
      expect(target.received).toHaveLength(0);
    });

    it('a revoked integration gets nothing more, even what was queued before', async () => {
      await clearQueue();
      const { integration, id } = await endpointFor(['thread.created']);
      await t.db.transaction((tx) =>
        emitEvent(tx, 'thread.created', { id: 12, title: 'Queued', topicId: 1, path: '/community/thread/12' }),
      );
      await t.db.update(integrations).set({ revokedAt: new Date() }).where(eq(integrations.id, integration.id));
      await t.db.transaction((tx) => emitEvent(tx, 'thread.created', { id: 13, title: 'After', topicId: 1, path: '/community/thread/13' }));
      await runnerFor(t.db).drain();
      expect(target.received).toHaveLength(0);
      expect(await t.db.select({ status: webhookMessages.status }).from(webhookMessages).where(eq(webhookMessages.endpointId, id))).toEqual(
        [{ status: 'failed' }],
      );
    });

    it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h with the same webhook-id, then gives up', async () => {
      expect([1, 2, 3, 4, 5, 6, 7, 8].map(webhookRetryDelayMs)).toEqual([
        5_000,
        300_000,
        1_800_000,
        7_200_000,
        18_000_000,
        36_000_000,
        36_000_000,
        null,
      ]);
      await clearQueue();
      const { integration, id } = await endpointFor(['thread.created']);
      target.answerWith(async () => ({ status: 500, body: 'x'.repeat(5000) }));
      try {
        await t.db.transaction((tx) =>
          emitEvent(tx, 'thread.created', { id: 5, title: 'Teething', topicId: 1, path: '/community/thread/1' }),
        );
        const metrics = createMetrics({ db: t.db });
        const runner = runnerFor(t.db, 3, metrics);
        for (let attempt = 1; attempt <= 8; attempt++) {
          const before = Date.now();
          await runner.drain();
          const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB));
          const delay = webhookRetryDelayMs(attempt);
          if (delay === null) expect(job!.status).toBe('done');
          else {
            expect(job!.status).toBe('queued');
            expect(job!.runAt.getTime() - before).toBeGreaterThanOrEqual(delay - 1000);
            expect(job!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(delay);
          }
          await makeDue(t.db);
        }
        expect(target.received).toHaveLength(8);
        expect(new Set(target.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
        const [message] = await t.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, id));
        expect(message).toMatchObject({ status: 'failed', failures: 8 });
        const log = await adminCaller(t.db, admin).admin.webhooks.log({ integrationId: integration.id, id });
        expect(log.items).toHaveLength(8);
        expect(log.items[0]).toMatchObject({ status: 500, messageStatus: 'failed' });
        expect(log.items[0]!.response).toHaveLength(WEBHOOK_LIMITS.responseBytes);
        expect(log.items[0]!.durationMs).toEqual(expect.any(Number));

        // Resend: a new round, the same id and body.
        target.answerWith(async () => ({ status: 204 }));
        await adminCaller(t.db, admin).admin.webhooks.resend({ integrationId: integration.id, id, messageId: message!.id });
        await runner.drain();
        expect(target.received).toHaveLength(9);
        expect(target.received[8]!.headers['webhook-id']).toBe(target.received[0]!.headers['webhook-id']);
        expect(target.received[8]!.body).toBe(target.received[0]!.body);
        const [resent] = await t.db.select().from(webhookMessages).where(eq(webhookMessages.id, message!.id));
        expect(resent).toMatchObject({ status: 'delivered' });
        // What /metrics tells of it.
        const counted = await metrics.webhookDeliveries.get();
        expect(Object.fromEntries(counted.values.map((v) => [v.labels.outcome, v.value]))).toEqual({ refused: 8, delivered: 1 });
      } finally {
        target.answerWith(async () => ({ status: 200 }));
      }
    });

    it('a redirect is not followed: it counts as a failure', async () => {
      await clearQueue();
      const { id } = await endpointFor(['thread.created'], ['webhooks:manage'], '/moved');
      target.answerWith(async (request) =>
        request.path === '/moved' ? { status: 307, headers: { location: `${target.url}/elsewhere` } } : { status: 200 },
      );
      try {
        await t.db.transaction((tx) => emitEvent(tx, 'thread.created', { id: 6, title: 'Moved', topicId: 1, path: '/community/thread/1' }));
        await runnerFor(t.db).drain();
        expect(target.received.map((r) => r.path)).toEqual(['/moved']);
        const [message] = await t.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, id));
        expect(message).toMatchObject({ status: 'pending', failures: 1 });
      } finally {
        target.answerWith(async () => ({ status: 200 }));
      }
    });

    it('a 410 disables the endpoint at once; five days of failures disable it and email the admins', async () => {
      await clearQueue();
      const gone = await endpointFor(['thread.created'], ['webhooks:manage'], '/gone');
      const failing = await endpointFor(['thread.created'], ['webhooks:manage'], '/failing');
      await t.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(Date.now() - (WEBHOOK_LIMITS.failingDaysToDisable * 24 + 1) * 3600_000) })
        .where(eq(webhookEndpoints.id, failing.id));
      target.answerWith(async (request) => ({ status: request.path === '/gone' ? 410 : 503 }));
      try {
        await t.db.transaction((tx) => emitEvent(tx, 'thread.created', { id: 8, title: 'Gone', topicId: 1, path: '/community/thread/1' }));
        await runnerFor(t.db).drain();
        const endpoints = await t.db.select().from(webhookEndpoints);
        expect(endpoints.find((e) => e.id === gone.id)).toMatchObject({
          disabledReason: WEBHOOK_TEXT.disabledGone,
          disabledAt: expect.any(Date),
        });
        expect(endpoints.find((e) => e.id === failing.id)).toMatchObject({ disabledReason: WEBHOOK_TEXT.disabledFailing });
        // Nothing left to retry for either; the admins (each one) are emailed.
        expect(await t.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual(
          expect.not.arrayContaining([expect.objectContaining({ kind: WEBHOOK_DELIVERY_JOB })]),
        );
        const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
        const emails = await t.db.select().from(jobs).where(eq(jobs.kind, EMAIL_JOB));
        expect(emails).toHaveLength(admins.length * 2);
        expect(emails.map((e) => (e.payload as { subject: string }).subject)).toContain(
          WEBHOOK_TEXT.disabledEmail.subject(`${target.url}/gone`),
        );
        // A disabled endpoint gets no more events and no test.
        await t.db.transaction((tx) => emitEvent(tx, 'thread.created', { id: 9, title: 'After', topicId: 1, path: '/community/thread/1' }));
        expect(await t.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, gone.id))).toHaveLength(1);
        await expect(
          adminCaller(t.db, admin).admin.webhooks.sendTest({ integrationId: gone.integration.id, id: gone.id }),
        ).rejects.toMatchObject({
          code: 'CONFLICT',
        });
      } finally {
        target.answerWith(async () => ({ status: 200 }));
      }
    });

    it('holds at most 4 requests in flight per endpoint; the others wait their turn', async () => {
      await clearQueue();
      await endpointFor(['thread.created'], ['webhooks:manage'], '/busy');
      target.answerWith(() => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 300)));
      try {
        await t.db.transaction(async (tx) => {
          for (let n = 0; n < 6; n++)
            await emitEvent(tx, 'thread.created', { id: 100 + n, title: `T${n}`, topicId: 1, path: '/community/thread/1' });
        });
        const runner = runnerFor(t.db, 6);
        await runner.drain();
        expect(target.received).toHaveLength(4);
        await makeDue(t.db);
        await runner.drain();
        expect(target.received).toHaveLength(6);
        expect(target.maxInFlight).toBeLessThanOrEqual(WEBHOOK_LIMITS.inFlightPerEndpoint);
      } finally {
        target.answerWith(async () => ({ status: 200 }));
      }
    });
  });

  describe('management', () => {
    it('rotating signs with both secrets for 24 hours; the list never shows a secret', async () => {
      await clearQueue();
      const { integration, id, secret } = await endpointFor(['thread.created'], ['webhooks:manage'], '/rotate');
      const caller = adminCaller(t.db, admin);
      const rotated = await caller.admin.webhooks.rotateSecret({ integrationId: integration.id, id });
      expect(rotated.secret).not.toBe(secret);
      await caller.admin.webhooks.sendTest({ integrationId: integration.id, id });
      await runnerFor(t.db).drain();
      const request = target.received.find((r) => r.path === '/rotate')!;
      expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const key of [secret, rotated.secret]) {
        expect(new Webhook(key).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
      }
      const [listed] = await caller.admin.webhooks.list({ integrationId: integration.id });
      expect(listed).toMatchObject({ id, previousSecretUntil: expect.any(Date) });
      expect(JSON.stringify(listed)).not.toContain('whsec_');
      // Past the 24 hours, the new secret alone.
      await t.db
        .update(webhookEndpoints)
        .set({ previousSecretUntil: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, id));
      target.received.length = 0;
      await caller.admin.webhooks.sendTest({ integrationId: integration.id, id });
      await runnerFor(t.db).drain();
      expect(String(target.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(() => new Webhook(secret).verify(target.received[0]!.body, target.received[0]!.headers as Record<string, string>)).toThrow();
    });

    it("a token manages its own integration's endpoints with webhooks:manage, never another's", async () => {
      const own = await createTestIntegration(t.db, { scopes: ['webhooks:manage'] });
      const other = await createTestIntegration(t.db, { scopes: ['webhooks:manage'] });
      const reader = await createTestIntegration(t.db, { scopes: ['content:read'] });
      const asToken = (integration: { id: number; scopes: string[] }) => adminCaller(t.db, admin, { integration });
      const created = await asToken(own).admin.webhooks.create({
        integrationId: own.id,
        url: `${target.url}/own`,
        events: ['post.published'],
      });
      expect(await asToken(own).admin.webhooks.list({ integrationId: own.id })).toEqual([expect.objectContaining({ id: created.id })]);
      // Recorded as the integration, never as a member.
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'webhook-endpoint'), eq(auditLog.entityId, String(created.id))));
      expect(entry).toMatchObject({ actorId: null, actorName: `${own.name} (API token #${own.id})`, action: 'create' });
      await expect(asToken(own).admin.webhooks.list({ integrationId: other.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(asToken(own).admin.webhooks.delete({ integrationId: other.id, id: created.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(asToken(reader).admin.webhooks.list({ integrationId: reader.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      // Another integration's endpoint id under one's own integration is not found.
      await expect(asToken(other).admin.webhooks.delete({ integrationId: other.id, id: created.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await asToken(own).admin.webhooks.delete({ integrationId: own.id, id: created.id });
      expect(await asToken(own).admin.webhooks.list({ integrationId: own.id })).toEqual([]);
    });

    it('over REST: 201 { id, secret }, the list, the test event (202), the log with X-Next-Cursor, delete', async () => {
      await clearQueue();
      const integration = await createTestIntegration(t.db);
      const app = testApp(t.db, { allowPrivateWebhookTargets: true });
      const cookie = await sessionCookieFor(t.db, admin);
      const headers = { cookie, origin: 'http://localhost:3000' };
      const base = `/api/admin/integrations/${integration.id}/webhooks`;
      const created = await app.request(base, jsonRequest('POST', { url: `${target.url}/rest`, events: ['post.published'] }, headers));
      expect(created.status).toBe(201);
      const { id, secret } = (await created.json()) as { id: number; secret: string };
      expect(secret).toMatch(/^whsec_/);
      expect(await (await app.request(base, { headers })).json()).toEqual([expect.objectContaining({ id, url: `${target.url}/rest` })]);
      expect((await app.request(`${base}/${id}/test`, jsonRequest('POST', undefined, headers))).status).toBe(202);
      await runnerFor(t.db).drain();
      const log = await app.request(`${base}/${id}/deliveries`, { headers });
      expect(log.status).toBe(200);
      expect(await log.json()).toEqual([expect.objectContaining({ status: 200, eventType: 'webhook.test' })]);
      expect(log.headers.has('X-Next-Cursor')).toBe(false);
      const bad = await app.request(base, jsonRequest('POST', { url: 'http://10.0.0.1/x', events: [] }, headers));
      expect(bad.status).toBe(400);
      expect((await app.request(`${base}/${id}`, jsonRequest('DELETE', undefined, headers))).status).toBe(200);
      const visitor = await app.request(base);
      expect(visitor.status).toBe(401);
    });

    it('the daily purge keeps 30 days of the log', async () => {
      await clearQueue();
      const { integration, id } = await endpointFor(['thread.created']);
      for (let n = 0; n < 2; n++) await adminCaller(t.db, admin).admin.webhooks.sendTest({ integrationId: integration.id, id });
      await runnerFor(t.db).drain();
      const [attempt] = await t.db.select().from(webhookAttempts).limit(1);
      await t.db
        .update(webhookAttempts)
        .set({ startedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
        .where(eq(webhookAttempts.id, attempt!.id));
      const total = (await t.db.select().from(webhookAttempts)).length;
      expect(await purgeWebhookLog(t.db)).toBe(1);
      expect(await t.db.select().from(webhookAttempts)).toHaveLength(total - 1);
    });
  });
});
