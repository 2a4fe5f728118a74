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

/**
 * A request written by hand on one connection: the head and `first` bytes of the body, then, after
 * `pauseMs` (a slow link), the rest and `next`; what came back until the server closed the
 * connection or went quiet. `readLate` reads nothing until all is written, as many clients do.
 */
async function slowRequest(request: {
  head: string;
  bodyBytes: number;
  firstBytes: number;
  pauseMs: number;
  next?: string;
  readLate?: boolean;
}) {
  const socket = createConnection(Number(new URL(server.url).port), '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let failure: string | null = null;
  socket.on('error', (error) => (failure = String(error)));
  const read = () => socket.on('data', (chunk) => (received += chunk.toString()));
  if (!request.readLate) read();
  const write = (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve()));
  await write(`${request.head}Content-Length: ${request.bodyBytes}\r\n\r\n`);
  await write(Buffer.alloc(request.firstBytes, 'x'));
  await new Promise((resolve) => setTimeout(resolve, request.pauseMs));
  for (let sent = request.firstBytes; sent < request.bodyBytes && !socket.destroyed; sent += 64 * 1024) {
    await write(Buffer.alloc(Math.min(64 * 1024, request.bodyBytes - sent), 'x'));
  }
  if (request.next && !socket.destroyed) await write(request.next);
  if (request.readLate) read();
  await Promise.race([once(socket, 'close'), new Promise((resolve) => setTimeout(resolve, 1500))]);
  socket.destroy();
  return { received, failure };
}

// Each request mostly waits (a slow link's pause, then the server's close or quiet): they run at once.
describe.concurrent('an answer given before the body was read, on a slow connection', () => {
  const early: [string, string][] = [
    ['401', 'POST /trpc/reactions.likes.like HTTP/1.1\r\nContent-Type: application/json\r\n'],
    ['403', 'POST /api/login HTTP/1.1\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/json\r\n'],
    ['404', 'POST /api/no-such-path HTTP/1.1\r\nContent-Type: application/json\r\n'],
    ['405', 'POST /api/site-content/home_hero HTTP/1.1\r\nContent-Type: application/json\r\n'],
  ];
  it.each(early)('%s leaves the connection to the next request (or says it closes)', async (status, head) => {
    const { received } = await slowRequest({
      head: `${head}Host: localhost\r\n`,
      bodyBytes: 320 * 1024,
      firstBytes: 64 * 1024,
      pauseMs: 800,
      next: 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
    });
    const answers = received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    expect(answers[0]).toBe(`HTTP/1.1 ${status}`);
    if (!/\r\nconnection: close\r\n/i.test(received)) expect(answers[1]).toBe('HTTP/1.1 200');
  });

  it('an oversized upload gets the 413 and its text, also by a client that reads only once it has sent all', async () => {
    const { received, failure } = await slowRequest({
      head: 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n',
      bodyBytes: 1.5 * 1024 * 1024,
      firstBytes: 64 * 1024,
      pauseMs: 800,
      readLate: true,
    });
    expect(failure).toBeNull();
    expect(received).toMatch(/^HTTP\/1\.1 413/);
    expect(received).toContain('Request body is too large');
  });
});
