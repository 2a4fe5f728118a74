// Requests per second and p99 latency of the forum's two hottest reads, at two forum sizes, beside
// a bare Hono endpoint measured in the same run (the ceiling on this machine: the load generator
// and the server share its cores, so only ratios carry from one run to another):
//   - GET /api/community/threads/recent?limit=4   (the home page's latest discussions)
//   - a thread page's data: the tRPC batch GET the page makes for the thread and its first 50
//     replies, cycling through 500 threads spread over the table (1% of them 1,000 replies long),
//     so no single cached row flatters it.
// Sizes: 10,000 threads / ~100,000 replies, and 100,000 / ~1,000,000, both apps running at once
// and measured in turn, round after round. The figures should stay flat (within about ±25%) when
// the data grows tenfold: every query walks an index to its rows.
//
// Database: the embedded PGlite the app ships with (a fresh data directory per size; the
// million-reply build takes about a minute and 1.1 GB of disk), and with DATABASE_URL set
// (postgres://postgres@127.0.0.1:5432/postgres) PostgreSQL as well, measured in the same rounds
// and printed beside it: each size gets a fresh database on that server, dropped at the end.
//   npm run bench:community      (DURATION=10 CONNECTIONS=50 ROUNDS=2 SIZES=10000,100000 to change it)
import { seedDatabase } from '../src/server/db/seed';
import { type BuiltForum, buildForum, SAMPLE_SIZE } from './community-data';
import { type Database, databaseFor, type Engine, engines } from './databases';
import { connections, duration, type Figures, loadTest, randomPort, startServer, waitFor } from './harness';

const sizes = (process.env.SIZES ?? '10000,100000').split(',').map(Number);
const rounds = Number(process.env.ROUNDS ?? 2);
const MEMBERS = 300;
const REPLIES_PER_PAGE = 50;
/** Large over small req/s within this of 1 counts as flat. */
const FLAT_WITHIN = 0.25;
const runStarted = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The thread page's two queries in one batch, as its tRPC client sends them (shared/lib/wire-format.ts). */
function threadPagePath(id: number): string {
  const input = { 0: { json: { id } }, 1: { json: { threadId: id, limit: REPLIES_PER_PAGE } } };
  return `/trpc/community.threads.byId,community.threads.replies?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** Long threads spread among the others, not bunched at the end of the cycle. */
function interleave(ids: number[]): number[] {
  return ids
    .map((id, i) => ({ id, order: (i * 7919) % ids.length }))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.id);
}

/** Migrated, seeded as a real start would (admin, topics; no demo), then the bulk forum. */
async function prepare(database: Database, threads: number): Promise<BuiltForum> {
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { admin: {}, demo: false });
    return await buildForum(handle.db, { threads, members: MEMBERS }, console.log);
  } finally {
    await handle.close();
  }
}

async function checkAnswers(app: (route: string) => string, forum: BuiltForum) {
  const recent = await fetch(app('/api/community/threads/recent?limit=4'));
  const recentBody = (await recent.json()) as unknown[];
  if (!recent.ok || recentBody.length !== 4)
    throw new Error(`recent threads answered ${recent.status}: ${JSON.stringify(recentBody).slice(0, 300)}`);
  const page = await fetch(app(threadPagePath(forum.sampleThreadIds.at(-1)!)));
  const pageBody = (await page.json()) as { result?: { data?: { json?: { items?: unknown[] } } } }[];
  if (!page.ok || pageBody[1]?.result?.data?.json?.items?.length !== REPLIES_PER_PAGE) {
    throw new Error(`thread page answered ${page.status}: ${JSON.stringify(pageBody).slice(0, 300)}`);
  }
}

interface RunningSize {
  engine: Engine;
  forum: BuiltForum;
  app: (route: string) => string;
  stop: () => Promise<void>;
  database: Database;
}

/** Builds one size's database, then starts the app on it as `npm start` would, without the demo seed. */
async function startSize(engine: Engine, threads: number): Promise<RunningSize> {
  console.log(`\n${threads.toLocaleString('en-AU')} threads: building on ${engine}…`);
  const buildStarted = performance.now();
  const database = await databaseFor(engine, `community_${threads}`);
  try {
    const forum = await prepare(database, threads);
    console.log(`  built in ${seconds(buildStarted)}; starting the app…`);
    const appPort = randomPort();
    const app = (route: string) => `http://127.0.0.1:${appPort}${route}`;
    // Request logging included, as in production; output read and dropped (see start()).
    const stop = startServer('src/server/index.ts', { ...database.env, PORT: appPort, HOST: '127.0.0.1', SEED_DEMO: 'false' });
    const appStarted = performance.now();
    try {
      await waitFor(app('/healthz'));
      await checkAnswers(app, forum);
    } catch (error) {
      await stop();
      throw error;
    }
    console.log(`  app answering after ${seconds(appStarted)}`);
    return { engine, forum, app, stop, database };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** What issue 9 asks of each route: a share of the ceiling (at least) and a p99 (at most). */
interface Target {
  ofCeiling?: number;
  p99Ms: number;
}

const threadPages = (size: RunningSize) => interleave(size.forum.sampleThreadIds).map(threadPagePath);

const ROUTES: { name: string; target?: Target; firstRoundOnly?: boolean; load: (size: RunningSize) => Promise<Figures> }[] = [
  {
    name: 'GET /api/community/threads/recent?limit=4',
    target: { p99Ms: 20 },
    load: (size: RunningSize) => loadTest(size.app('/api/community/threads/recent?limit=4')),
  },
  {
    // Once, before anything is kept: every thread's first view reads the database.
    name: `  its first view, each of ${SAMPLE_SIZE} threads once`,
    firstRoundOnly: true,
    load: (size: RunningSize) => loadTest(size.app('/'), { paths: threadPages(size), firstVisit: true }),
  },
  {
    name: `thread page (tRPC batch: byId + ${REPLIES_PER_PAGE} replies)`,
    target: { ofCeiling: 0.05, p99Ms: 50 },
    load: (size: RunningSize) => loadTest(size.app('/'), { paths: threadPages(size) }),
  },
];

/** Several runs of one thing as one row: mean req/s, the worst p99, every failure. */
function combine(runs: Figures[]): Figures {
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

function targetVerdict(target: Target | undefined, figures: Figures, ceiling: Figures): string {
  if (!target) return '';
  const share = figures.requestsPerSecond / ceiling.requestsPerSecond;
  const met = (target.ofCeiling === undefined || share >= target.ofCeiling) && figures.p99 <= target.p99Ms && figures.non2xx === 0;
  const wanted = [target.ofCeiling !== undefined && `≥ ${target.ofCeiling * 100}%`, `p99 ≤ ${target.p99Ms} ms`].filter(Boolean).join(', ');
  return `${wanted}: ${met ? 'met' : 'NOT met'}`;
}

function printTable(engine: Engine, forum: BuiltForum, ceiling: Figures, routes: { name: string; target?: Target; figures: Figures }[]) {
  console.log(
    `\n${engine}: ${forum.threads.toLocaleString('en-AU')} threads, ${forum.replies.toLocaleString('en-AU')} replies, ${MEMBERS} members`,
  );
  console.log('route'.padEnd(48), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11), 'non-2xx'.padStart(8), '  target');
  for (const { name, target, figures } of [{ name: 'bare Hono, constant JSON (ceiling)', figures: ceiling }, ...routes]) {
    console.log(
      name.padEnd(48),
      figures.requestsPerSecond.toFixed(0).padStart(9),
      // No request finished within the run: there is no latency to show, only that it exceeds it.
      (figures.requestsPerSecond > 0 ? String(figures.p99) : `>${duration * 1000}`).padStart(8),
      `${((figures.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`.padStart(11),
      String(figures.non2xx).padStart(8),
      ` ${targetVerdict(target, figures, ceiling)}`,
    );
  }
}

const barePort = randomPort();
const bare = (route: string) => `http://127.0.0.1:${barePort}${route}`;
const stopBare = startServer('bench/bare-server.ts', { PORT: barePort });
const running: RunningSize[] = [];
const ceilings: Figures[] = [];
// figures[route][size][round]
const figures = ROUTES.map(() => engines.flatMap(() => sizes).map(() => [] as Figures[]));
try {
  await waitFor(bare('/bare'));
  for (const engine of engines) for (const threads of sizes) running.push(await startSize(engine, threads));
  // All sizes are up at once and measured in turn, round after round, with the ceiling between
  // rounds: this machine's speed drifts (other work on its cores) by more than a size changes
  // anything, and interleaving spreads that drift evenly over the sizes.
  console.log(`\nMeasuring: ${rounds} rounds of ${ROUTES.length} routes × ${sizes.length} sizes…`);
  ceilings.push(await loadTest(bare('/bare')));
  for (let round = 0; round < rounds; round++) {
    for (const [r, route] of ROUTES.entries()) {
      if (route.firstRoundOnly && round > 0) continue;
      for (const [s, size] of running.entries()) {
        figures[r]![s]!.push(await route.load(size));
        // Requests still queued when a load ends (PGlite answers one query at a time) would slow
        // the next measurement: go on once /healthz, queued behind them, answers.
        await waitFor(size.app('/healthz'));
      }
    }
    ceilings.push(await loadTest(bare('/bare')));
  }
} finally {
  for (const size of running) {
    await size.stop();
    await size.database.drop();
  }
  await stopBare();
}

const ceiling = combine(ceilings);
console.log(
  `\n${connections} connections, ${duration} s each, ${rounds} rounds, loopback, ${engines.join(' and ')}, ${new Date().toISOString()}`,
);
console.log(`Ceiling between rounds: ${ceilings.map((c) => c.requestsPerSecond.toFixed(0)).join(', ')} req/s.`);
const rows = running.map((size, s) =>
  ROUTES.map((route, r) => ({ name: route.name, target: route.target, figures: combine(figures[r]![s]!) })),
);
for (const [s, size] of running.entries()) printTable(size.engine, size.forum, ceiling, rows[s]!);

for (const engine of engines) {
  const bySize = [...running.entries()]
    .filter(([, size]) => size.engine === engine)
    .map(([s, size]) => ({ size, s }))
    .sort((a, b) => a.size.forum.replies - b.size.forum.replies);
  const [small, large] = [bySize[0], bySize.at(-1)];
  if (!small || !large || small === large) continue;
  const growth = large.size.forum.replies / small.size.forum.replies;
  console.log(`\n${engine}, large over small (${growth.toFixed(1)}× the replies), req/s:`);
  for (const [r, route] of ROUTES.entries()) {
    const ratio = rows[large.s]![r]!.figures.requestsPerSecond / rows[small.s]![r]!.figures.requestsPerSecond;
    const perRound = figures[r]![large.s]!.map((run, i) =>
      (run.requestsPerSecond / figures[r]![small.s]![i]!.requestsPerSecond).toFixed(2),
    );
    const flat = Math.abs(ratio - 1) <= FLAT_WITHIN;
    console.log(
      `  ${route.name.padEnd(48)} ${ratio.toFixed(2)}× ${flat ? '(flat)' : `(NOT flat: beyond ±${FLAT_WITHIN * 100}%)`}  rounds: ${perRound.join(', ')}`,
    );
  }
}
console.log(`\nWhole run: ${seconds(runStarted)}.`);
