import { once } from 'node:events';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../../test/db';
import { capturingLogger } from '../../test/logs';
import { listening, testApp } from '../../test/server';
import { AVATAR_REST_PATH } from '../uploads/http';

const t = useTestDb();
let server: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  server = await listening(testApp(t.db));
});
afterAll(() => server.close());

describe('a body over the limit, on a real connection', () => {
  it.each([
    ['/api/login', 'application/json'],
    ['/trpc/auth.login', 'application/json'],
    [AVATAR_REST_PATH, 'multipart/form-data; boundary=x'],
  ])('%s answers 413 and leaves the client’s next request working', async (path, contentType) => {
    const tooLarge = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: 'x'.repeat(6 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('connection')).toBe('close');
    await tooLarge.arrayBuffer();
    // Node's fetch pools connections: this goes out at once, on a kept socket if it was offered one.
    const next = await fetch(`${server.url}/healthz`);
    expect(next.status).toBe(200);
  });

  it('does the same for a body sent without a length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 32) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
    const tooLarge = await fetch(`${server.url}/api/login`, init as RequestInit);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('connection')).toBe('close');
    await tooLarge.arrayBuffer();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('a client that hangs up while sending its body', () => {
  it.each(['/api/login', '/trpc/auth.login'])('%s: no database outage reported, no failure of ours', async (path) => {
    const { logger, lines } = capturingLogger();
    const aborting = await listening(testApp(t.db, { logger }));
    try {
      const socket = createConnection(Number(new URL(aborting.url).port), '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await vi.waitFor(() => expect(lines.some((line) => line.msg === 'request')).toBe(true));
      expect(lines.filter((line) => line.level !== 'info' && line.level !== 'debug')).toEqual([]);
      expect(lines.find((line) => line.msg === 'request')?.status).toBeLessThan(500);
    } finally {
      await aborting.close();
    }
  });
});
