// A member's stats (GET /api/gamification/stats/{id}) with a million-row points ledger, under load,
// beside a bare Hono endpoint measured in the same run (the ceiling: load and server share this
// machine's cores, so only ratios carry from one run to another). Issue 11 asks p99 ≤ 20 ms.
//
// The ledger: 1,000,000 rows over 2,000 members (500 each on average, a few heavy members with
// 10× that), spread over 13 months, with the monthly totals the app keeps beside it. Requests
// cycle through 500 members, heavy ones included: first each one's first view (read from the
// database), then the answers kept until the next award.
//   npm run bench:stats        (DURATION=10 CONNECTIONS=50 ROWS=1000000 to change it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { connections, duration, loadTest, randomPort, startServer, waitFor } from './harness';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const MEMBERS = 2_000;
const SAMPLE = 500;
const P99_CEILING_MS = 20;

const dir = mkdtempSync(path.join(tmpdir(), 'mama-village-bench-stats-'));
const started = performance.now();
const handle = await openDatabase({ dataDir: dir });
let firstMember = 0;
try {
  await handle.migrate();
  await seedDatabase(handle.db, { admin: {}, demo: false });
  const inserted = await handle.db.execute<{ id: number }>(sql`
    insert into users (username, email, password_hash)
    select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash' from generate_series(1, ${MEMBERS}) as i
    returning id`);
  const ids = (inserted as unknown as { rows?: { id: number }[] }).rows ?? (inserted as unknown as { id: number }[]);
  firstMember = Math.min(...ids.map((row) => row.id));
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
} finally {
  await handle.close();
}
console.log(
  `Ledger of ${ROWS.toLocaleString('en-AU')} rows over ${MEMBERS} members built in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);

const appPort = randomPort();
const barePort = randomPort();
const app = (route: string) => `http://127.0.0.1:${appPort}${route}`;
const bare = (route: string) => `http://127.0.0.1:${barePort}${route}`;
const stopApp = startServer('src/server/index.ts', {
  DATA_DIR: dir,
  DATABASE_URL: '',
  PORT: appPort,
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
});
const stopBare = startServer('bench/bare-server.ts', { PORT: barePort });
try {
  await Promise.all([waitFor(app('/healthz')), waitFor(bare('/bare'))]);
  const paths = Array.from({ length: SAMPLE }, (_, i) => `/api/gamification/stats/${firstMember + ((i * 7) % MEMBERS)}`);
  const heavy = (await (await fetch(app(`/api/gamification/stats/${firstMember}`))).json()) as { totalPoints: number };
  console.log(`A heavy member's answer: ${JSON.stringify(heavy)}`);

  const ceiling = await loadTest(bare('/bare'));
  // First: each member's first view, read from the ledger; then the kept answers, until an award.
  const firstViews = await loadTest(app('/'), { paths, firstVisit: true });
  const stats = await loadTest(app('/'), { paths });
  console.log(`\n${connections} connections, ${duration} s each, PGlite, ${new Date().toISOString()}`);
  console.log('route'.padEnd(52), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11), 'non-2xx'.padStart(8), '  target');
  const row = (name: string, figures: typeof ceiling, target = '') =>
    console.log(
      name.padEnd(52),
      figures.requestsPerSecond.toFixed(0).padStart(9),
      String(figures.p99).padStart(8),
      `${((figures.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`.padStart(11),
      String(figures.non2xx).padStart(8),
      target,
    );
  const verdict = (figures: typeof ceiling) =>
    `  p99 ≤ ${P99_CEILING_MS} ms: ${figures.p99 <= P99_CEILING_MS && figures.non2xx === 0 ? 'met' : 'NOT met'}`;
  row('bare Hono, constant JSON (ceiling)', ceiling);
  row(`GET /api/gamification/stats/{id}, ${SAMPLE} first views`, firstViews, verdict(firstViews));
  row('GET /api/gamification/stats/{id}', stats, verdict(stats));
} finally {
  await stopApp();
  await stopBare();
  rmSync(dir, { recursive: true, force: true });
}
