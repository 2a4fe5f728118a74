import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientPagePaths } from '../../build/route-manifest';
import { HTTP_TEXT } from '../shared/constants/messages';
import { wireFormat } from '../shared/lib/wire-format';
import { createTestPost } from '../test/content-factories';
import { createTestDb } from '../test/db';
import { createTestUser } from '../test/factories';
import { capturingLogger } from '../test/logs';
import { jsonRequest, sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../test/server';
import { SharedCache } from './cache/shared-cache';
import { type DbHandle, postgresHandle } from './db/client';

const credentials = { username: 'someone', password: 'some-password' };

/** What every path that needs the database answers while it is out of reach (asked all at once). */
async function expectTryAgainLater(app: ReturnType<typeof testApp>) {
  const [health, rest, trpc, member] = await Promise.all([
    app.request('/healthz'),
    app.request('/api/login', jsonRequest('POST', credentials)),
    app.request('/trpc/auth.login', jsonRequest('POST', { json: credentials })),
    // A session cookie is read before any procedure runs.
    app.request('/api/user', { headers: { cookie: 'session=abcdefghijklmnopqrstuvwxyz234567' } }),
  ]);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: 'error', database: 'down' });

  for (const res of [rest, trpc, member]) {
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  }
  expect(await rest.json()).toEqual({ error: HTTP_TEXT.unavailable });
  expect(await member.json()).toEqual({ error: HTTP_TEXT.unavailable });
  const body = (await trpc.json()) as { error: Parameters<typeof wireFormat.deserialize>[0] };
  const error = wireFormat.deserialize<{ message: string; data: { code: string; stack?: string } }>(body.error);
  expect(error.message).toBe(HTTP_TEXT.unavailable);
  expect(error.data.code).toBe('SERVICE_UNAVAILABLE');
  expect(error.data.stack).toBeUndefined();
}

describe('with the embedded database closed', () => {
  it('answers 503 with Retry-After, and no answer leaks the database error', async () => {
    const handle = await createTestDb();
    const app = testApp(handle.db);
    await handle.close();
    await expectTryAgainLater(app);
  });
});

describe('with PostgreSQL refusing connections', () => {
  let handle: DbHandle;
  beforeAll(() => {
    handle = postgresHandle('postgres://postgres@127.0.0.1:1/postgres');
  });
  afterAll(() => handle.close());

  it('answers 503 with Retry-After, and logs the database error itself', async () => {
    const { logger, lines } = capturingLogger();
    await expectTryAgainLater(testApp(handle.db, { logger }));
    const logged = lines.filter((line) => line.msg === 'database unavailable');
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.db).toMatchObject({ code: 'ECONNREFUSED' });
    // What /metrics reports: failures counted, nothing left running.
    expect(handle.stats).toMatchObject({ inFlight: 0, maxConnections: 10, statementErrors: 0 });
    expect(handle.stats!.unreachable).toBeGreaterThan(0);
  });
});

describe('with PostgreSQL taking connections but never answering', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let handle: DbHandle;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    handle = postgresHandle(`postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/postgres`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await handle.close();
  });

  // The timeout only keeps a hang from stalling the suite: the connect timeout answers first.
  it('answers 503 instead of hanging, health within its own limit', { timeout: 20_000 }, async () => {
    const { logger, lines } = capturingLogger();
    await expectTryAgainLater(testApp(handle.db, { logger }));
    expect(lines.filter((line) => line.msg === 'database unavailable').map((line) => line.db)).toContainEqual({
      code: 'CONNECT_TIMEOUT',
      message: expect.stringContaining('CONNECT_TIMEOUT'),
    });
  });
});

/**
 * A TCP proxy between the app and PostgreSQL that can be cut: 'refuse' closes its port and every
 * connection (the server down), 'blackhole' keeps every connection and takes new ones but forwards
 * nothing (packets dropped); what was sent meanwhile goes through when it passes again, as TCP
 * would deliver it once the network is back.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  let mode: 'pass' | 'refuse' | 'blackhole' = 'pass';
  const pairs = new Set<{ client: Socket; upstream: Socket | null; held: { toUpstream: Buffer[]; toClient: Buffer[] } }>();
  const connectUpstream = (pair: typeof pairs extends Set<infer P> ? P : never) => {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => (mode === 'pass' ? pair.client.write(chunk) : pair.held.toClient.push(chunk)));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    for (const chunk of pair.held.toUpstream.splice(0)) upstream.write(chunk);
  };
  const proxy = createServer((client) => {
    const pair = { client, upstream: null as Socket | null, held: { toUpstream: [] as Buffer[], toClient: [] as Buffer[] } };
    pairs.add(pair);
    client.on('data', (chunk) => (mode === 'pass' && pair.upstream ? pair.upstream.write(chunk) : pair.held.toUpstream.push(chunk)));
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (mode === 'pass') connectUpstream(pair);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const port = (proxy.address() as AddressInfo).port;
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async cut(how: 'refuse' | 'blackhole') {
      mode = how;
      if (how === 'refuse') {
        for (const pair of pairs) pair.client.destroy();
        await new Promise((resolve) => proxy.close(resolve));
      }
    },
    async restore() {
      if (mode === 'refuse') {
        proxy.listen(port, '127.0.0.1');
        await once(proxy, 'listening');
      }
      mode = 'pass';
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** The answer, failing the test if it takes longer than the issue allows an answer during an outage. */
async function answeredWithin5s(request: Response | Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5000);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('with the connection to PostgreSQL cut (through a proxy)', () => {
  const name = `mv_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-outage-'));
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let direct: DbHandle;
  let handle: DbHandle;
  let app: ReturnType<typeof testApp>;
  let memberCookie: string;
  let postId: number;
  let postTitle: string;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${name}`;
    direct = postgresHandle(databaseUrl.toString(), { max: 2 });
    await direct.migrate();
    const member = await createTestUser(direct.db);
    memberCookie = await sessionCookieFor(direct.db, member);
    ({ id: postId, title: postTitle } = await createTestPost(direct.db, { featured: true }));

    proxy = await cuttableProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    // The app's own limits are the defaults (env.ts): what the 5 s is measured against.
    handle = postgresHandle(proxy.url(name));
    // Kept entries come due within 300 ms: during the cut they are all past their time.
    const cache = new SharedCache({ feed: handle.changeFeed(logger), logger, ttlMs: 300 });
    await cache.listen();
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Mama Village</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(clientDir, 'route-manifest.json'), JSON.stringify(clientPagePaths()));
    // Loaded here, not at the top: only this PostgreSQL-only part draws pages.
    const { renderPage } = await import('../client/entry-server');
    app = testApp(handle.db, { cache, logger, clientDir, renderPage: Promise.resolve(renderPage) });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await direct?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const like = () =>
    app.request(
      '/api/likes',
      jsonRequest('POST', { contentType: 'blog_post', contentId: postId }, { cookie: memberCookie, origin: TEST_PUBLIC_URL }),
    );
  const unlike = () =>
    app.request(`/api/likes/blog_post/${postId}`, { method: 'DELETE', headers: { cookie: memberCookie, origin: TEST_PUBLIC_URL } });

  it.each(['refuse', 'blackhole'] as const)(
    '%s: every answer within 5 s, kept answers from memory, the rest 503; back at once when it passes again',
    { timeout: 60_000 },
    async (how) => {
      const first = await app.request('/api/blog-posts');
      expect(first.status).toBe(200);
      const blogPostsAnswer = await first.text();
      expect(blogPostsAnswer).toContain(postTitle);
      expect((await app.request('/')).status).toBe(200);
      expect((await like()).status).toBe(200);

      await proxy.cut(how);
      // Twice: while the first failures are found out, then while the database is known to be down.
      for (let round = 0; round < 2; round++) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const [blogPosts, home, write, trpc] = await Promise.all(
          [
            app.request('/api/blog-posts'),
            app.request('/'),
            unlike(),
            app.request('/trpc/auth.login', jsonRequest('POST', { json: { username: 'someone', password: 'some-password' } })),
          ].map((request) => answeredWithin5s(request)),
        );
        expect(blogPosts!.status).toBe(200);
        expect(await blogPosts!.text()).toBe(blogPostsAnswer);
        // Drawn again from the kept answers (the page's own entry is past its time too).
        expect(home!.status).toBe(200);
        expect(await home!.text()).toContain(postTitle);
        for (const res of [write!, trpc!]) {
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('5');
        }
      }

      await proxy.restore();
      await vi.waitFor(async () => expect((await unlike()).status).toBe(200), { timeout: 15_000, interval: 200 });
      expect((await app.request('/api/blog-posts')).status).toBe(200);
      expect(lines.some((line) => line.msg === 'database unavailable')).toBe(true);
    },
  );
});
