import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { wireFormat } from '../shared/lib/wire-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TEXT } from '../shared/constants/messages';
import { createTestDb } from '../test/db';
import { capturingLogger } from '../test/logs';
import { jsonRequest, testApp } from '../test/server';
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
