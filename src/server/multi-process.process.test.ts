import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type ServerProcess, startServer, waitFor } from '../test/app-process';
import { latestMailTo } from '../test/outbox';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** How soon a change made through one process must be served by the other. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 25 };

/**
 * Two app processes on one PostgreSQL and one Redis, started as `npm start` starts the app, must
 * act as one site. Needs both servers (CI's server-suite run sets TEST_DATABASE_URL and
 * TEST_REDIS_URL).
 */
describe.skipIf(!databaseServer || !redisUrl)('two app processes on one database', () => {
  const name = `mv_two_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(databaseServer ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-two-processes-'));
  const adminAccount = { username: 'site_admin', password: `Admin-${randomBytes(8).toString('hex')}` };
  const stops: (() => Promise<void>)[] = [];
  /** Each process by name, for its own output when something fails. */
  const processes = new Map<string, ServerProcess>();
  const outputs = () =>
    [...processes].map(([label, server]) => `--- process ${label}'s output ---\n${server.output() || '(nothing)'}`).join('\n') ||
    '(no process started)';
  let one: (route: string) => string;
  let two: (route: string) => string;

  async function startApp(label: string, seedDemo: boolean): Promise<(route: string) => string> {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const databaseUrl = new URL(databaseServer!);
      databaseUrl.pathname = `/${name}`;
      const server = startServer('src/server/index.ts', {
        PORT: port,
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        REDIS_URL: redisUrl!,
        // Counters of this run only, in a Redis other runs share.
        REDIS_KEY_PREFIX: `${name}:`,
        SEED_DEMO: String(seedDemo),
        ADMIN_USERNAME: adminAccount.username,
        ADMIN_EMAIL: 'site_admin@mamavillage.example',
        ADMIN_PASSWORD: adminAccount.password,
        LOG_LEVEL: 'warn',
        // A confirmed deletion happens at once, so a test can see her signed out everywhere.
        ACCOUNT_DELETION_GRACE_HOURS: '0',
      });
      stops.push(server);
      processes.set(label, server);
      const base = `http://127.0.0.1:${port}`;
      try {
        // Well within the hook's time, so that a start that hangs fails with its output, not as a bare timeout.
        await waitFor(`${base}/healthz`, { server, timeoutMs: 50_000 });
        return (route) => `${base}${route}`;
      } catch (error) {
        // The port was free when asked, but the app binds it only after its migrations and seed:
        // meanwhile one of the suite's own connections can take it (the 120 s hang in CI was an
        // app that had ended with EADDRINUSE on a random port, waited for until the hook's timeout).
        if (attempt < 3 && /EADDRINUSE/.test(server.output())) continue;
        throw new Error(
          `process ${label}: ${(error as Error).message}\n--- the database's sessions and their waits ---\n${await databaseActivity()}`,
          {
            cause: error,
          },
        );
      }
    }
  }

  /** What the app's connections were doing (a lock wait shows here): the context of a failed start. */
  async function databaseActivity(): Promise<string> {
    try {
      const rows = await admin.unsafe(
        `select pid, state, wait_event_type, wait_event, now() - query_start as running_for, left(query, 200) as query,
                (select string_agg(l.locktype || ' ' || l.mode, ', ') from pg_locks l where l.pid = a.pid and not l.granted) as waiting_for_locks,
                pg_blocking_pids(pid) as blocked_by
         from pg_stat_activity a where pid <> pg_backend_pid() and (datname = $1 or position($1 in query) > 0 or pid in (select unnest(pg_blocking_pids(pid)) from pg_stat_activity where datname = $1))`,
        [name],
      );
      return rows.length > 0 ? rows.map((row) => JSON.stringify(row)).join('\n') : '(no sessions)';
    } catch (error) {
      return `(not read: ${String(error)})`;
    }
  }

  /** Start-up's steps with their times since the hook began: the context of a hook that times out. */
  const steps: string[] = [];
  let started = false;
  let hookStart = 0;
  const step = (what: string) => steps.push(`${((performance.now() - hookStart) / 1000).toFixed(1)} s: ${what}`);

  beforeAll(async () => {
    hookStart = performance.now();
    await admin.unsafe(`create database ${name}`);
    step('database created');
    // One after the other: the first migrates and seeds, the second finds it done.
    one = await startApp('one', true);
    step('first process answers');
    two = await startApp('two', false);
    step('second process answers');
    started = true;
  }, 120_000);

  afterAll(async () => {
    // A hook timeout says nothing of why: what the processes wrote and what their sessions wait for does.
    const failedStart = started
      ? undefined
      : `The processes did not start. Steps:\n${steps.join('\n') || '(none)'}\n${outputs()}\n--- the database's sessions ---\n${await databaseActivity()}`;
    await Promise.all(stops.map((stop) => stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (failedStart) throw new Error(failedStart);
    // Not console.warn: the console is a test's (fail-on-console.ts), and this is after the tests.
    if ([...processes.values()].some((server) => /"level":"error"/.test(server.output()))) process.stderr.write(`${outputs()}\n`);
  });

  const sameSite = (url: string) => ({ origin: new URL(url).origin });
  async function post(url: string, body: unknown, cookie?: string, method = 'POST') {
    return fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...sameSite(url), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }
  async function signIn(app: (route: string) => string, username: string, password: string): Promise<string> {
    const response = await post(app('/api/login'), { username, password });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }
  const json = async (url: string, cookie?: string) => (await fetch(url, { headers: cookie ? { cookie } : {} })).json();

  it('a session made in one is valid in the other', async () => {
    const member = {
      username: `two_${randomBytes(3).toString('hex')}`,
      email: `two_${randomBytes(3).toString('hex')}@example.com`,
      password: 'blue-wren-morning-tea',
    };
    const registered = await post(one('/api/register'), member);
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await json(two('/api/user'), cookie)).toMatchObject({ username: member.username });
    // Signing out through the second ends it in the first.
    expect((await post(two('/api/logout'), {}, cookie)).status).toBe(200);
    expect((await fetch(one('/api/user'), { headers: { cookie } })).status).toBe(401);
  });

  it('a member who deletes her account through one is signed out of both at once', async () => {
    const id = randomBytes(3).toString('hex');
    const member = { username: `leaving_${id}`, email: `leaving_${id}@example.com`, password: 'blue-wren-morning-tea' };
    const registered = await post(one('/api/register'), member);
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await post(one('/api/account/deletion'), { password: member.password, content: 'remove' }, cookie)).status).toBe(202);
    let token = '';
    await vi.waitFor(
      () => {
        const link = /confirm-deletion\?token=([a-z2-7]{32})/;
        token = link.exec(latestMailTo(member.email, dataDir, link) ?? '')?.[1] ?? '';
        expect(token).not.toBe('');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await post(two('/api/account/deletion/confirm'), { token })).status).toBe(200);
    // Confirmed through the second, with no grace: her cookie is refused by both, not only by the one that deleted her.
    for (const app of [one, two]) {
      await vi.waitFor(async () => expect((await fetch(app('/api/user'), { headers: { cookie } })).status).toBe(401), WITHIN_A_SECOND);
    }
  });

  it("an admin's site-content edit through one is served by the other within a second", async () => {
    const before = await json(two('/api/site-content/home_hero'));
    // Read twice: the second process now serves its kept copy.
    expect(await json(two('/api/site-content/home_hero'))).toEqual(before);
    const cookie = await signIn(one, adminAccount.username, adminAccount.password);
    const title = `Edited at ${Date.now()}`;
    const updated = await post(one('/api/site-content/home_hero'), { ...before.content, title }, cookie, 'PUT');
    expect(updated.status).toBe(200);
    await vi.waitFor(async () => expect((await json(two('/api/site-content/home_hero'))).content.title).toBe(title), WITHIN_A_SECOND);
  });

  it('a like and a new thread through one are seen through the other within a second', async () => {
    const [thread] = await json(two('/api/community/threads/recent?limit=1'));
    const countPath = `/api/likes/thread/${thread.id}/count`;
    const { count } = await json(two(countPath));
    const cookie = await signIn(one, adminAccount.username, adminAccount.password);
    expect((await post(one('/api/likes'), { contentType: 'thread', contentId: thread.id }, cookie)).status).toBe(200);
    await vi.waitFor(async () => expect((await json(two(countPath))).count).toBe(count + 1), WITHIN_A_SECOND);

    const title = `A thread from process one ${Date.now()}`;
    const created = await post(
      one('/trpc/community.threads.create'),
      { json: { topicId: thread.topic.id, title, content: 'Does the other process see me?' } },
      cookie,
    );
    expect(created.status).toBe(200);
    await vi.waitFor(async () => expect((await json(two('/api/community/threads/recent?limit=1')))[0].title).toBe(title), WITHIN_A_SECOND);
  });

  it('a token revoked through one is refused by the other within a second', async () => {
    const cookie = await signIn(one, adminAccount.username, adminAccount.password);
    const created = await post(one('/api/admin/integrations'), { name: 'Two processes', scopes: ['members:read'] }, cookie);
    expect(created.status).toBe(201);
    const { id, token } = await created.json();
    const asToken = (url: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect((await asToken(two('/api/admin/members'))).status).toBe(200);
    expect((await post(one(`/api/admin/integrations/${id}`), {}, cookie, 'DELETE')).status).toBe(200);
    await vi.waitFor(async () => expect((await asToken(two('/api/admin/members'))).status).toBe(401), WITHIN_A_SECOND);
  });

  it('share their rate limits through Redis', async () => {
    // Registrations per address: counted once across both processes, whichever answers.
    const answers: number[] = [];
    for (let i = 0; answers.length < 30 && !answers.includes(429); i++) {
      const app = i % 2 === 0 ? one : two;
      const id = `r${i}_${randomBytes(3).toString('hex')}`;
      const response = await post(app('/api/register'), { username: id, email: `${id}@example.com`, password: 'blue-wren-morning-tea' });
      answers.push(response.status);
    }
    expect(answers.at(-1)).toBe(429);
    // Both processes refuse now: the count lives in Redis, not in either process.
    for (const app of [one, two]) {
      expect(
        (await post(app('/api/register'), { username: 'late_one', email: 'late@example.com', password: 'blue-wren-morning-tea' })).status,
      ).toBe(429);
    }
  });
});
