// Requests per second and p99 latency of the public content API under load on loopback, as a
// ratio of a bare Hono endpoint measured in the same run (the ceiling on this machine: the load
// generator and the server share its cores, so only the ratio carries from one run to another).
//   npm run bench:api            (DURATION=10 CONNECTIONS=50 to change the load)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const TARGET_RATIO = 0.4;

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts a server in its own process group, so stopping it stops tsx's child too. Its output goes
 * to a pipe that is read and dropped, as under a process manager: a request log written to a
 * file or /dev/null would be written synchronously, which no deployment does.
 */
function start(script: string, env: Record<string, string>) {
  const child = spawn('npx', ['tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.resume();
  child.stderr.resume();
  return () => process.kill(-child.pid!, 'SIGTERM');
}

interface Figures {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // A short warm-up first: JIT, caches, connection set-up.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

const port = () => String(20000 + Math.floor(Math.random() * 20000));
const results: { name: string; figures: Figures }[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'mama-village-bench-'));
const payloadFile = path.join(workDir, 'recipes.json');

const appPort = port();
// The app as `npm start` runs it (request logging included), on the embedded database.
const stopApp = start('src/server/index.ts', { PORT: appPort, HOST: '127.0.0.1', DATA_DIR: path.join(workDir, 'data'), SEED_DEMO: 'true' });
const appResults: typeof results = [];
try {
  await waitFor(`http://127.0.0.1:${appPort}/healthz`);
  writeFileSync(payloadFile, await (await fetch(`http://127.0.0.1:${appPort}/api/recipes`)).text());
  for (const route of ['/api/recipes', '/api/blog-posts/featured']) {
    appResults.push({ name: `GET ${route}`, figures: await load(`http://127.0.0.1:${appPort}${route}`) });
  }
  // What browsers send: the answer goes out gzipped (about a third of the bytes), compressed once.
  appResults.push({
    name: 'GET /api/recipes, Accept-Encoding: gzip',
    figures: await load(`http://127.0.0.1:${appPort}/api/recipes`, { 'accept-encoding': 'gzip, deflate, br' }),
  });
} finally {
  stopApp();
}

const barePort = port();
const stopBare = start('bench/bare-server.ts', { PORT: barePort, PAYLOAD_FILE: payloadFile });
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  results.push({ name: 'bare Hono, constant JSON (ceiling)', figures: await load(`http://127.0.0.1:${barePort}/bare`) });
  results.push(...appResults);
  results.push({
    name: 'bare Hono, the same JSON as /api/recipes',
    figures: await load(`http://127.0.0.1:${barePort}/same-payload`),
  });
} finally {
  stopBare();
  rmSync(workDir, { recursive: true, force: true });
}

const ceiling = results[0]!.figures.requestsPerSecond;
console.log(`${connections} connections, ${duration} s each, loopback, ${new Date().toISOString()}\n`);
console.log('route'.padEnd(44), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11), 'non-2xx'.padStart(8));
let below = false;
for (const { name, figures } of results) {
  const ratio = figures.requestsPerSecond / ceiling;
  if (name.startsWith('GET') && ratio < TARGET_RATIO) below = true;
  console.log(
    name.padEnd(44),
    figures.requestsPerSecond.toFixed(0).padStart(9),
    String(figures.p99).padStart(8),
    `${(ratio * 100).toFixed(0)}%`.padStart(11),
    String(figures.non2xx).padStart(8),
  );
}
console.log(`\nTarget: at least ${TARGET_RATIO * 100}% of the ceiling for each content route${below ? ' (NOT met)' : ' (met)'}.`);
console.log('The ceiling answers 43 bytes of JSON; /api/recipes about 4 KB (1.5 KB gzipped), whose cost alone shows in the last row.');
