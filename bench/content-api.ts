// Requests per second and p99 latency of the public content API under load on loopback, as a
// ratio of a bare Hono endpoint measured in the same run (the ceiling on this machine: the load
// generator and the server share its cores, so only the ratio carries from one run to another).
//   npm run bench:api            (DURATION=10 CONNECTIONS=50 to change the load)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connections, duration, type Figures, loadTest, randomPort, startServer, waitFor } from './harness';

const TARGET_RATIO = 0.4;

const results: { name: string; figures: Figures }[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'mama-village-bench-'));
const payloadFile = path.join(workDir, 'recipes.json');
const pageFile = path.join(workDir, 'recipe.html');

const appPort = randomPort();
const barePort = randomPort();
// The app as `npm start` runs it (request logging included), on the embedded database.
const stopApp = startServer('src/server/index.ts', {
  PORT: appPort,
  HOST: '127.0.0.1',
  DATA_DIR: path.join(workDir, 'data'),
  SEED_DEMO: 'true',
});
let stopBare = async () => {};
const app = (route: string) => `http://127.0.0.1:${appPort}${route}`;
const bare = (route: string) => `http://127.0.0.1:${barePort}${route}`;
let ceiling: number;
try {
  await waitFor(app('/healthz'));
  const recipesJson = await (await fetch(app('/api/recipes'))).text();
  writeFileSync(payloadFile, recipesJson);
  const recipePage = `/recipes/${(JSON.parse(recipesJson) as { slug: string }[])[0]!.slug}`;
  writeFileSync(pageFile, await (await fetch(app(recipePage))).text());
  stopBare = startServer('bench/bare-server.ts', { PORT: barePort, PAYLOAD_FILE: payloadFile, PAGE_FILE: pageFile });
  await waitFor(bare('/bare'));

  // Both servers idle but one: the ceiling is measured before and after the app's routes, and
  // their mean taken, so a machine that slows down or speeds up during the run skews less.
  const ceilingBefore = await loadTest(bare('/bare'));
  results.push({ name: 'GET /api/recipes', figures: await loadTest(app('/api/recipes')) });
  results.push({ name: 'GET /api/blog-posts/featured', figures: await loadTest(app('/api/blog-posts/featured')) });
  // What browsers send: the answer goes out gzipped (about a third of the bytes), compressed once.
  results.push({
    name: 'GET /api/recipes, Accept-Encoding: gzip',
    figures: await loadTest(app('/api/recipes'), { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
  });
  results.push({ name: 'bare Hono, the same JSON as /api/recipes', figures: await loadTest(bare('/same-payload')) });
  // A server-rendered page as a visitor's browser asks for it: drawn once, then kept (gzipped once)
  // until a write changes what it shows. Its HTML is some 150 KB (35 KB gzipped): styles, markup,
  // the data it was drawn from; the bare server sending the same bytes is its own ceiling.
  const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
  results.push({ name: 'page /, server-rendered, gzip', figures: await loadTest(app('/'), gzip) });
  results.push({ name: 'page /recipes/…, server-rendered, gzip', figures: await loadTest(app(recipePage), gzip) });
  results.push({ name: 'bare Hono, the same page as /recipes/…', figures: await loadTest(bare('/same-page'), gzip) });
  const ceilingAfter = await loadTest(bare('/bare'));
  ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
  results.unshift({
    name: 'bare Hono, constant JSON (ceiling)',
    figures: { ...ceilingBefore, requestsPerSecond: ceiling, p99: Math.max(ceilingBefore.p99, ceilingAfter.p99) },
  });
  console.log(
    `Ceiling before and after: ${ceilingBefore.requestsPerSecond.toFixed(0)} and ${ceilingAfter.requestsPerSecond.toFixed(0)} req/s.`,
  );
} finally {
  await stopApp();
  await stopBare();
  rmSync(workDir, { recursive: true, force: true });
}

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
const rate = (prefix: string) => results.find((result) => result.name.startsWith(prefix))!.figures.requestsPerSecond;
console.log(
  `A kept server-rendered page: ${((rate('page /recipes') / rate('bare Hono, the same page')) * 100).toFixed(0)}% of the bare server sending the same bytes.`,
);
console.log('The ceiling answers 43 bytes of JSON; /api/recipes about 4 KB (1.5 KB gzipped), whose cost alone shows in the last row.');
