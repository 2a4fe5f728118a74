// Two app processes behind nginx, run with the repository's configuration (deploy/nginx/, its
// upstream rendered for local ports), on a scratch PostgreSQL database and Redis. A steady load
// goes through nginx: GETs, and a member's replies to a thread, each with a mark of its own. One
// process is restarted by deploy/rolling-restart.sh, as in production (marked down in the rendered
// file, nginx reloaded, SIGTERM, started again, marked up when it answers /healthz, nginx
// reloaded), then the other gets `kill -9` and is started again. Prints the figures and exits
// non-zero unless no GET failed, no POST failed but those in flight on the process killed with -9
// (nginx never retries a POST it sent), and among the replies answered 2xx none is missing from
// the database (lost) or stored twice (doubled).
//   npm run bench:rolling-restart      (CI: .ci/run; needs nginx, PostgreSQL and Redis)
// DATABASE_URL: a PostgreSQL server where a scratch database may be created (default: the local
// one as postgres); REDIS_URL (default: the local one); SETTLE_SECONDS: load before, between and
// after the restarts (default 3).
import { execFileSync, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, root, type ServerProcess, startServer, waitFor } from '../src/test/app-process';

const databaseServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const settleMs = Number(process.env.SETTLE_SECONDS ?? 3) * 1000;
const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseName = `mv_rolling_${runId}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'mv-rolling-'));
const admin = { username: 'site_admin', password: `Admin-${randomBytes(8).toString('hex')}` };
const started = performance.now();
const log = (what: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

/** The upstream block of the repository's site file, its server lines replaced by these ports. */
function renderNginx(appPorts: string[], listenPort: string): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/mama-village.conf'), 'utf8');
  const upstream = /^upstream mama_village \{[\s\S]*?^\}/m.exec(site)?.[0];
  const serverLine = /^(\s*)server \S+(.*);$/m.exec(upstream ?? '');
  if (!upstream || !serverLine) throw new Error('deploy/nginx/mama-village.conf: no upstream mama_village with a server line');
  const [, indent, parameters] = serverLine;
  const servers = appPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`).join('\n');
  const rendered = upstream.replace(/^\s*server \S+.*;$/gm, '').replace(/\{\n/, `{\n${servers}\n`);
  const temp = (name: string) => path.join(workDir, 'nginx', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  return `# Rendered by bench/rolling-restart.ts from deploy/nginx/.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

${rendered}

    server {
        listen 127.0.0.1:${listenPort};
        include ${path.join(root, 'deploy/nginx/mama-village-proxy.conf')};
    }
}
`;
}

interface App {
  port: string;
  process: ServerProcess;
}

async function startApp(port: string): Promise<App> {
  const server = spawnApp(port);
  await waitFor(`http://127.0.0.1:${port}/healthz`, { server, timeoutMs: 90_000 });
  return { port, process: server };
}

function spawnApp(port: string): ServerProcess {
  const databaseUrl = new URL(databaseServer);
  databaseUrl.pathname = `/${databaseName}`;
  return startServer('src/server/index.ts', {
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: path.join(workDir, 'data'),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${databaseName}:`,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: 'site_admin@mamavillage.example',
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FORUM_REPLIES_PER_MEMBER: '1000000/1h',
  });
}

/**
 * What `systemctl restart mama-village@<port>` is in production, for deploy/rolling-restart.sh's
 * --restart-command: POST /restart/<port> stops that process with SIGTERM, waits for it to end,
 * starts it again and answers (before it is healthy: the script waits for /healthz itself).
 */
function restartService(exits: string[]): Server {
  return createServer((request, response) => {
    const index = apps.findIndex((app) => request.method === 'POST' && request.url === `/restart/${app.port}`);
    if (index < 0) return void response.writeHead(404).end();
    const app = apps[index]!;
    log(`SIGTERM to the process on port ${app.port}`);
    void app.process('SIGTERM').then(async () => {
      const how = await app.process.exited;
      exits.push(`SIGTERM: ${how}`);
      log(`it ended (${how}); starting it again`);
      apps[index] = { port: app.port, process: spawnApp(app.port) };
      response.writeHead(200).end();
    });
  });
}

interface Figures {
  gets: number;
  failedGets: string[];
  posts: number;
  /** Each reply answered 2xx, by its mark. */
  answeredPosts: Set<string>;
  /** Why each POST not answered 2xx was not, and when it was sent and ended. */
  refusedPosts: { why: string; sent: number; ended: number }[];
  /** Requests sent again, as a browser does, because nginx closed their connection unanswered. */
  resent: { method: string; sent: number }[];
}

/**
 * fetch, sending the request again (twice at most) when its connection was closed with no answer,
 * as a browser does. A reload makes nginx's old workers close their idle kept-alive connections
 * to clients; a request written on one at that instant meets a closed connection, never read by
 * nginx. Chromium and Firefox then send it again on another connection, a POST as well (for a
 * reused connection closed before any answer); Node's fetch does not, even for a GET. A request
 * nginx passed on is never cut this way: a process that fails it makes nginx answer 502 or 504.
 * The doubled-writes count says whether a POST sent again was ever written twice.
 */
async function fetchAsABrowser(url: string, init: RequestInit, resent: Figures['resent']): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (attempt === 3 || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
      resent.push({ method: init.method ?? 'GET', sent: performance.now() });
    }
  }
}

/** GETs and replies through nginx from a few clients each, until `stop()`. */
function load(base: string, cookie: string, threadId: number) {
  const figures: Figures = { gets: 0, failedGets: [], posts: 0, answeredPosts: new Set(), refusedPosts: [], resent: [] };
  const gets = ['/healthz', '/api/community/topics', `/api/community/threads/${threadId}/replies`, '/api/user'];
  let running = true;
  let sequence = 0;
  const getter = async () => {
    for (let n = 0; running; n++) {
      const route = gets[n % gets.length]!;
      figures.gets++;
      try {
        const response = await fetchAsABrowser(`${base}${route}`, { headers: { cookie } }, figures.resent);
        await response.arrayBuffer();
        if (!response.ok) figures.failedGets.push(`GET ${route}: ${response.status}`);
      } catch (error) {
        figures.failedGets.push(`GET ${route}: ${String((error as Error).cause ?? error)}`);
      }
    }
  };
  const poster = async () => {
    while (running) {
      const mark = `rolling-${runId}-${++sequence}`;
      const sent = performance.now();
      figures.posts++;
      try {
        const response = await fetchAsABrowser(
          `${base}/api/community/threads/${threadId}/replies`,
          {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ content: `Checking a restart, reply ${mark}` }),
          },
          figures.resent,
        );
        const text = await response.text();
        if (response.ok) figures.answeredPosts.add(mark);
        else refused(`${response.status}: ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
      } catch (error) {
        refused(String((error as Error).cause ?? error));
      }
      function refused(why: string) {
        figures.refusedPosts.push({ why, sent, ended: performance.now() });
      }
    }
  };
  const clients = Promise.all([getter(), getter(), getter(), getter(), poster(), poster()]);
  return {
    figures,
    stop: async () => {
      running = false;
      await clients;
      return figures;
    },
  };
}

/** Each distinct message with how many times it came. */
function tally(messages: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return counts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let nginxPort = '';
const apps: App[] = [];
let nginx: ReturnType<typeof spawn> | undefined;
const adminDb = postgres(databaseServer, { max: 1, onnotice: () => {} });

async function main(): Promise<boolean> {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  await adminDb.unsafe(`create database ${databaseName}`);
  nginxPort = await freePort();
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  apps.push(await startApp(await freePort()));
  apps.push(await startApp(await freePort()));
  log(`two app processes on ports ${apps.map((app) => app.port).join(' and ')}`);

  const confPath = path.join(workDir, 'nginx.conf');
  writeFileSync(
    confPath,
    renderNginx(
      apps.map((app) => app.port),
      nginxPort,
    ),
  );
  execFileSync('nginx', ['-t', '-q', '-e', path.join(workDir, 'nginx/error.log'), '-c', confPath], { stdio: 'inherit' });
  nginx = spawn('nginx', ['-e', path.join(workDir, 'nginx/error.log'), '-c', confPath], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${base}/healthz`, 20_000 / 250);
  log(`nginx on port ${nginxPort}`);

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in through nginx: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const topics = await fetch(`${base}/api/community/topics`);
  if (!topics.ok) throw new Error(`topics through nginx: ${topics.status} ${await topics.text()}`);
  const [topic] = (await topics.json()) as { id: number }[];
  const created = await fetch(`${base}/api/community/threads`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ topicId: topic!.id, title: 'Restart check', content: 'Replies under load while the processes restart.' }),
  });
  if (!created.ok) throw new Error(`a thread through nginx: ${created.status} ${await created.text()}`);
  const { id: threadId } = (await created.json()) as { id: number };

  const traffic = load(base, cookie, threadId);
  /** From each signal until the process answers again. */
  const windows: { signal: string; from: number; to: number }[] = [];
  await pause(settleMs);
  const exits: string[] = [];

  const restarts = restartService(exits);
  await new Promise<void>((resolve) => restarts.listen(0, '127.0.0.1', resolve));
  const { port: restartsPort } = restarts.address() as { port: number };
  const script = path.join(root, 'deploy/rolling-restart.sh');
  const arguments_ = [
    ...['--site', confPath, '--nginx-pid', path.join(workDir, 'nginx/nginx.pid')],
    ...['--nginx-args', `-e ${path.join(workDir, 'nginx/error.log')} -c ${confPath}`],
    ...['--restart-command', `curl -fsS -X POST --max-time 60 http://127.0.0.1:${restartsPort}/restart/{port}`],
    apps[0]!.port,
  ];
  let from = performance.now();
  log(`deploy/rolling-restart.sh for port ${apps[0]!.port}`);
  // Asynchronous: the load goes on while it runs.
  const scriptEnd = await new Promise<string>((resolve) => {
    const child = spawn('bash', [script, ...arguments_], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => resolve(`not started: ${error.message}`));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  restarts.close();
  log(`deploy/rolling-restart.sh ended (${scriptEnd})`);
  windows.push({ signal: 'SIGTERM', from, to: performance.now() });
  await pause(settleMs);

  const killed = apps[1]!;
  from = performance.now();
  log(`SIGKILL to the process on port ${killed.port}`);
  await killed.process('SIGKILL');
  exits.push(`SIGKILL: ${await killed.process.exited}`);
  log(`it ended (${exits.at(-1)!}); starting it again`);
  apps[1] = await startApp(killed.port);
  log('it answers again');
  windows.push({ signal: 'SIGKILL', from, to: performance.now() });
  await pause(settleMs);
  const figures = await traffic.stop();

  const site = postgres(Object.assign(new URL(databaseServer), { pathname: `/${databaseName}` }).toString(), {
    max: 1,
    onnotice: () => {},
  });
  const rows = await site<{ mark: string; copies: number }[]>`
    select substring(content from ${`rolling-${runId}-[0-9]+`}) as mark, count(*)::int as copies
    from forum_replies where content like ${`%rolling-${runId}-%`} group by 1`;
  await site.end();
  const copies = new Map(rows.map((row) => [row.mark, row.copies]));
  const lost = [...figures.answeredPosts].filter((mark) => !copies.has(mark));
  const doubled = rows.filter((row) => row.copies > 1).map((row) => row.mark);
  const sigtermExit = exits.find((exit) => exit.startsWith('SIGTERM')) ?? 'SIGTERM: never sent';
  const around = (post: { sent: number; ended: number }) =>
    windows.find((window) => post.sent <= window.to && post.ended >= window.from)?.signal ?? 'no restart';
  // Only a POST in flight on the process killed with -9 may fail; nginx may not send it elsewhere.
  const refusedElsewhere = figures.refusedPosts.filter((post) => around(post) !== 'SIGKILL').length;

  console.log(`
requests through nginx      ${figures.gets + figures.posts}
GETs                        ${figures.gets}
failed GETs                 ${figures.failedGets.length}
POSTs (replies)             ${figures.posts}
POSTs answered 2xx          ${figures.answeredPosts.size}
POSTs not answered 2xx      ${figures.refusedPosts.length}  (${refusedElsewhere} but around the kill -9; one in flight on the process killed with -9 is not retried, by design)
requests sent again         ${figures.resent.length}  (their kept-alive connection closed unanswered by nginx, as at a reload: a browser sends them again)
replies stored              ${rows.reduce((sum, row) => sum + row.copies, 0)}
lost writes                 ${lost.length}  (answered 2xx, not stored)
doubled writes              ${doubled.length}  (stored twice)
process ends                ${exits.join(', ')}
rolling-restart.sh          ${scriptEnd}`);
  for (const [failure, count] of tally(figures.failedGets)) console.log(`  failed GETs, ${count}×: ${failure}`);
  const refusals = tally(figures.refusedPosts.map((post) => `around the ${around(post)}: ${post.why}`));
  for (const [refusal, count] of refusals) console.log(`  POSTs not answered 2xx, ${count}×: ${refusal}`);
  const resends = tally(figures.resent.map((request) => `${request.method} around the ${around({ ...request, ended: request.sent })}`));
  for (const [resend, count] of resends) console.log(`  requests sent again, ${count}×: ${resend}`);
  for (const mark of lost.slice(0, 10)) console.log(`  lost: ${mark}`);
  for (const mark of doubled.slice(0, 10)) console.log(`  doubled: ${mark}`);

  return (
    figures.failedGets.length === 0 &&
    refusedElsewhere === 0 &&
    scriptEnd === 'exit code 0' &&
    lost.length === 0 &&
    doubled.length === 0 &&
    figures.answeredPosts.size > 0 &&
    sigtermExit === 'SIGTERM: exit code 0'
  );
}

main()
  .then((passed) => {
    console.log(passed ? '\nrolling restart: no request failed, no write lost or doubled' : '\nrolling restart: FAILED');
    process.exitCode = passed ? 0 : 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    for (const app of apps) console.error(`--- the app on port ${app.port} ---\n${app.process.output()}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(apps.map((app) => app.process()));
    await adminDb.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await adminDb.end();
    // nginx logs each refused connection it passed on; its other errors say why a request failed.
    const nginxErrors = readFileSync(path.join(workDir, 'nginx/error.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('[error]') && !line.includes('Connection refused'));
    if (nginxErrors.length > 0) console.log(`nginx's errors other than refused connections:\n${nginxErrors.slice(-10).join('\n')}`);
    rmSync(workDir, { recursive: true, force: true });
  });
