import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../test/app-process';

const LAST_LINE = 'Lost the admin password?';

/** Resolves once the server's output holds `text`; fails with the output if it ends or takes too long. */
async function outputHolds(server: ServerProcess, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: string | undefined;
  void server.exited.then((how) => (ended = how));
  while (!server.output().includes(text)) {
    if (ended || Date.now() > deadline) {
      throw new Error(`${ended ? `the process ended (${ended})` : 'no sign-in block in time'}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The first start of a new site, as `npm start` runs the server: its last words are where to sign
 * in and the admin's generated password, which works (README, "Signing in").
 */
describe('a first start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-first-start-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with the sign-in addresses and the generated admin password, which signs in', async () => {
    const port = await freePort();
    server = startServer('src/server/index.ts', {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      ADMIN_USERNAME: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The demo's members and content only add seeding time; the admin is made either way.
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    await outputHolds(server, LAST_LINE, 150_000);
    // Whatever the start still had to say (its info-level log included) would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const lines = server.output().trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`^${LAST_LINE}`));
    const block = lines.slice(lines.indexOf('Sign in'));
    expect(block.slice(0, 4)).toEqual([
      'Sign in',
      `  Admins:  http://localhost:${port}/admin/login`,
      `  Members: http://localhost:${port}/community/auth`,
      'First start: these passwords are shown this once.',
    ]);
    const password = /^ {2}Admin: +admin \/ (\S+)$/.exec(block[4] ?? '')?.[1];
    expect(password, block.join('\n')).toBeTruthy();

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ username: 'admin', isAdmin: true });
  }, 180_000);
});
