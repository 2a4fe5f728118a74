import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitFor } from '../test/app-process';

const admin = { username: 'site_admin', password: `Admin-${randomBytes(8).toString('hex')}` };

interface Answer {
  status: number;
  body: string;
  /** The Connection header: `close` tells the client not to send another request on it. */
  connection?: string;
}

/** One request on a connection of its own, as nginx sends them upstream (deploy/nginx/). */
function request(port: string, method: string, route: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: route, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A sign-in in flight, on a connection the client would keep open: it asks `Expect: 100-continue`
 * and sends the first half of its body once the server has read its headers (the interim 100
 * answer says so), the rest on `finish()`.
 */
async function slowSignIn(port: string) {
  const body = JSON.stringify(admin);
  const half = Math.floor(body.length / 2);
  let req!: http.ClientRequest;
  let readingBody!: () => void;
  const inFlight = new Promise<void>((resolve) => (readingBody = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
        agent: new http.Agent({ keepAlive: true }),
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.slice(0, half));
      readingBody();
    });
    req.flushHeaders();
  });
  // Not left unhandled if the test fails before reading it.
  answer.catch(() => {});
  await inFlight;
  return { answer, finish: () => req.end(body.slice(half)) };
}

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
/**
 * Closing a listening socket resets the connections the kernel had accepted for it but the
 * process had not taken yet: no request of theirs was read. A proxy retries such a GET elsewhere.
 */
const notTaken = (error: unknown) => refused(error) || (error as NodeJS.ErrnoException).code === 'ECONNRESET';

/** Resolves once the port refuses new connections: the process has stopped accepting. */
async function refusing(port: string) {
  for (;;) {
    try {
      await request(port, 'GET', '/healthz');
    } catch (error) {
      if (refused(error)) return;
      if (!notTaken(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Steady GETs from a few clients until told to stop. Once `terminating()`, a connection not taken
 * is no failure (the process has stopped accepting; a proxy sends the request to another process);
 * anything else that is not a 2xx is.
 */
function load(port: string, clients: number, terminating: () => boolean) {
  const tally = { answered: 0, notTaken: 0, failures: [] as string[] };
  let running = true;
  const client = async () => {
    while (running) {
      try {
        const answer = await request(port, 'GET', '/healthz');
        if (answer.status >= 200 && answer.status < 300) tally.answered++;
        else tally.failures.push(`status ${answer.status}: ${answer.body.slice(0, 200)}`);
      } catch (error) {
        if (!terminating() || !notTaken(error)) tally.failures.push(String(error));
        else {
          tally.notTaken++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    tally,
    stop: async () => {
      running = false;
      await done;
      return tally;
    },
  };
}

describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-graceful-'));
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}) {
    const port = await freePort();
    server = startServer('src/server/index.ts', {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: admin.username,
      ADMIN_EMAIL: 'site_admin@mamavillage.example',
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...env,
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, { server, timeoutMs: 100_000 });
    return port;
  }

  it('under load stops accepting, answers every request in flight (slow ones too) with Connection: close, and exits 0', async () => {
    const port = await start();
    let terminating = false;
    const traffic = load(port, 4, () => terminating);
    await expect.poll(() => traffic.tally.answered, { timeout: 10_000 }).toBeGreaterThan(20);
    const slow = await Promise.all([1, 2, 3].map(() => slowSignIn(port)));

    terminating = true;
    void server!('SIGTERM');
    await refusing(port);
    for (const request of slow) request.finish();
    const signedIn = await Promise.all(slow.map((request) => request.answer));
    const how = await server!.exited;
    const tally = await traffic.stop();

    for (const answer of signedIn) expect(answer, answer.body).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(signedIn[0]!.body)).toMatchObject({ username: admin.username });
    expect(tally.failures).toEqual([]);
    expect(how, server!.output()).toBe('exit code 0');
  });

  it('cuts off a request still in flight at the end of SHUTDOWN_TIMEOUT_MS, and still exits 0', async () => {
    const port = await start({ SHUTDOWN_TIMEOUT_MS: '500', LOG_LEVEL: 'info' });
    const stuck = await slowSignIn(port);
    const outcome = stuck.answer.then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => `cut off: ${error.code ?? error.message}`,
    );
    void server!('SIGTERM');

    expect(await server!.exited, server!.output()).toBe('exit code 0');
    expect(await outcome).toBe('cut off: ECONNRESET');
    expect(server!.output()).toContain('requests still in flight at the end of the shutdown grace');
  });
});
