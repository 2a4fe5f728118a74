// A member's stats (GET /api/gamification/stats/{id}) with a million-row points ledger, under load,
// beside a bare Hono endpoint measured in the same run (the ceiling: load and server share this
// machine's cores, so only ratios carry from one run to another). Issue 11 asks p99 ≤ 20 ms.
//
// The ledger: 1,000,000 rows over 2,000 members (500 each on average, a few heavy members with
// 10× that), spread over 13 months, with the monthly totals the app keeps beside it. Requests
// cycle through 500 members, heavy ones included: first each one's first view (read from the
// database) on a server warmed by 500 other members' first views, then the answers kept until
// the next award. The cold start (a server's very first views) is printed too, without a target.
// On PGlite, with DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) on PostgreSQL too.
//   npm run bench:stats        (DURATION=10 CONNECTIONS=50 ROWS=1000000 to change it)
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { type Database, databaseFor, type Engine, engines } from './databases';
import { connections, duration, type Figures, loadTest, randomPort, startServer, waitFor } from './harness';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const MEMBERS = 2_000;
const SAMPLE = 500;
const P99_CEILING_MS = 20;

/** Members, the ledger and its monthly totals, built in set-based SQL; answers the first member's id. */
async function buildLedger(database: Database): Promise<number> {
  const started = performance.now();
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { admin: {}, demo: false });
    const ids = await rawRows<{ id: number }>(
      handle.db,
      sql`
      insert into users (username, email, password_hash)
      select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash' from generate_series(1, ${MEMBERS}) as i
      returning id`,
    );
    const firstMember = Math.min(...ids.map((row) => row.id));
    // Every 50th member is heavy: 10× the rows of the others.
    await handle.db.execute(sql`
      insert into points_ledger (user_id, action, amount, note, created_at)
      select ${firstMember} + case when i % 5 = 0 then (i / 5 % (${MEMBERS} / 50)) * 50 else i % ${MEMBERS} end,
             'grant', 10 + (i % 40), 'bench', now() - (i % 400) * interval '1 day' - (i % 86400) * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
    // The monthly totals the app keeps beside the ledger (gamification/ledger.ts), built in one go.
    await handle.db.execute(sql`
      insert into points_monthly (user_id, month, amount)
      select user_id, to_char(created_at at time zone 'Australia/Sydney', 'YYYY-MM'), sum(amount)
      from points_ledger group by 1, 2`);
    await handle.db.execute(sql`analyze points_ledger`);
    await handle.db.execute(sql`analyze points_monthly`);
    console.log(
      `Ledger of ${ROWS.toLocaleString('en-AU')} rows over ${MEMBERS} members built in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    return firstMember;
  } finally {
    await handle.close();
  }
}

interface EngineFigures {
  engine: Engine;
  cold: Figures;
  firstViews: Figures;
  kept: Figures;
}

/** Starts the app on the engine's ledger and measures the three rows. */
async function measure(engine: Engine): Promise<EngineFigures> {
  console.log(`\n${engine}: building…`);
  const database = await databaseFor(engine, 'stats');
  try {
    const firstMember = await buildLedger(database);
    const appPort = randomPort();
    const app = (route: string) => `http://127.0.0.1:${appPort}${route}`;
    const stopApp = startServer('src/server/index.ts', { ...database.env, PORT: appPort, HOST: '127.0.0.1', SEED_DEMO: 'false' });
    try {
      await waitFor(app('/healthz'));
      const sampled = Array.from({ length: SAMPLE }, (_, i) => firstMember + ((i * 7) % MEMBERS));
      const paths = sampled.map((id) => `/api/gamification/stats/${id}`);
      // Members outside the sample: their first views warm the server (JIT, the database's pages)
      // without keeping anything the measured first views could use.
      const others = Array.from({ length: MEMBERS }, (_, i) => firstMember + i)
        .filter((id) => !sampled.includes(id))
        .slice(0, SAMPLE)
        .map((id) => `/api/gamification/stats/${id}`);
      const heavy = (await (await fetch(app(`/api/gamification/stats/${firstMember}`))).json()) as { totalPoints: number };
      console.log(`A heavy member's answer: ${JSON.stringify(heavy)}`);
      const cold = await loadTest(app('/'), { paths: others.slice(0, SAMPLE / 2), firstVisit: true });
      await loadTest(app('/'), { paths: others.slice(SAMPLE / 2), firstVisit: true });
      const firstViews = await loadTest(app('/'), { paths, firstVisit: true });
      const kept = await loadTest(app('/'), { paths });
      return { engine, cold, firstViews, kept };
    } finally {
      await stopApp();
    }
  } finally {
    await database.drop();
  }
}

const results: EngineFigures[] = [];
for (const engine of engines) results.push(await measure(engine));

const barePort = randomPort();
const stopBare = startServer('bench/bare-server.ts', { PORT: barePort });
let ceiling: Figures;
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  ceiling = await loadTest(`http://127.0.0.1:${barePort}/bare`);
} finally {
  await stopBare();
}

console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}`);
console.log('route'.padEnd(60), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11), 'non-2xx'.padStart(8), '  target');
const row = (name: string, figures: Figures, target = '') =>
  console.log(
    name.padEnd(60),
    figures.requestsPerSecond.toFixed(0).padStart(9),
    String(figures.p99).padStart(8),
    `${((figures.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`.padStart(11),
    String(figures.non2xx).padStart(8),
    target,
  );
const verdict = (figures: Figures) =>
  `  p99 ≤ ${P99_CEILING_MS} ms: ${figures.p99 <= P99_CEILING_MS && figures.non2xx === 0 ? 'met' : 'NOT met'}`;
row('bare Hono, constant JSON (ceiling)', ceiling);
for (const { engine, cold, firstViews, kept } of results) {
  row(`${engine}: ${SAMPLE / 2} first views of a server just started`, cold);
  row(`${engine}: ${SAMPLE} first views`, firstViews, verdict(firstViews));
  row(`${engine}: GET /api/gamification/stats/{id}`, kept, verdict(kept));
}
