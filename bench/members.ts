// The team's member list (issue 34): GET /api/admin/members at 100,000 members, as an admin pages
// through it and searches it by a prefix of a username, display name or email. Requests go one at
// a time (one admin at her desk), each timed from request to the last byte; p95 ≤ 100 ms is the
// target. The CSV of all 100,000 (GET /api/admin/members.csv, target ≤ 10 s) is timed once.
// On PGlite, with DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) on PostgreSQL too.
//   npm run bench:members        (MEMBERS=100000 REQUESTS=200 to change it)
import { sql } from 'drizzle-orm';
import { createSession, generateSessionToken } from '../src/server/auth/session';
import { SESSION_COOKIE } from '../src/server/auth/cookie';
import { seedDatabase } from '../src/server/db/seed';
import { rawRows } from '../src/server/db/client';
import { type Database, databaseFor, type Engine, engines } from './databases';
import { randomPort, startServer, waitFor } from './harness';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const P95_CEILING_MS = 100;
const CSV_CEILING_MS = 10_000;

const FIRST = [
  'kate',
  'mia',
  'olivia',
  'charlotte',
  'amelia',
  'isla',
  'ava',
  'grace',
  'chloe',
  'zoe',
  'ruby',
  'sophie',
  'emily',
  'lucy',
  'harper',
];

/** Members with names from a few common first names and numbers, some display names, points and penalties; answers the admin's cookie. */
async function build(database: Database): Promise<string> {
  const started = performance.now();
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { admin: {}, demo: false });
    const names = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
    await handle.db.execute(sql`
      insert into users (username, email, password_hash, display_name, created_at, last_seen_on)
      select (${names})[1 + i % ${FIRST.length}] || '_' || i,
             (${names})[1 + (i * 7) % ${FIRST.length}] || '.' || i || '@' || (array['gmail.com','outlook.com','bigpond.com','example.com'])[1 + i % 4],
             'not-a-hash',
             case when i % 3 = 0 then initcap((${names})[1 + (i * 11) % ${FIRST.length}]) || ' ' || chr(65 + i % 26) || '.' end,
             now() - (i % 1500) * interval '1 day',
             case when i % 4 <> 0 then (current_date - (i % 200)) end
      from generate_series(1, ${MEMBERS}) as i`);
    await handle.db.execute(sql`
      insert into points_monthly (user_id, month, amount)
      select id, '2026-' || lpad((1 + id % 11)::text, 2, '0'), 100 + id % 5000 from users where id % 2 = 0`);
    await handle.db.execute(sql`
      insert into member_penalties (user_id, kind, reason, days, ends_at)
      select id, case when id % 2 = 0 then 'silence' else 'suspend' end, 'bench', 7, now() + interval '7 days' from users where id % 100 = 0`);
    for (const table of ['users', 'points_monthly', 'member_penalties']) await handle.db.execute(sql.raw(`analyze ${table}`));
    const [admin] = await rawRows<{ id: number }>(handle.db, sql`select id from users where role = 'admin' limit 1`);
    const token = generateSessionToken();
    await createSession(handle.db, token, admin!.id);
    console.log(`${MEMBERS.toLocaleString('en-AU')} members built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    await handle.close();
  }
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  failures: number;
}

async function timeRequests(urls: string[], cookie: string): Promise<Timing> {
  const times: number[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1), failures };
}

interface EngineFigures {
  engine: Engine;
  list: Timing;
  search: Timing;
  filtered: Timing;
  csvMs: number;
  csvRows: number;
}

async function measure(engine: Engine): Promise<EngineFigures> {
  console.log(`\n${engine}: building…`);
  const database = await databaseFor(engine, 'members');
  try {
    const cookie = await build(database);
    const port = randomPort();
    const app = (route: string) => `http://127.0.0.1:${port}${route}`;
    const stop = startServer('src/server/index.ts', { ...database.env, PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false' });
    try {
      await waitFor(app('/healthz'));
      const sorts = ['joined', 'lastActive', 'joined', 'joined'];
      const listUrls = Array.from({ length: REQUESTS }, (_, i) =>
        app(`/api/admin/members?sort=${sorts[i % sorts.length]}&page=${1 + (i % 20)}`),
      );
      // Prefixes of usernames, display names and emails: 2 to 6 characters, some matching thousands, some a handful.
      const prefixes = FIRST.flatMap((name) => [name.slice(0, 2), name.slice(0, 4), `${name}_1`, `${name}.12`, `${name}_9999`]);
      const searchUrls = Array.from({ length: REQUESTS }, (_, i) =>
        app(`/api/admin/members?q=${encodeURIComponent(prefixes[(i * 7) % prefixes.length]!)}`),
      );
      const filteredUrls = Array.from({ length: REQUESTS }, (_, i) =>
        app(
          `/api/admin/members?${['status=silenced', 'role=member&inactive=true', 'newsletter=false&sort=lastActive', 'q=gr&status=active'][i % 4]}`,
        ),
      );
      // Warm up: the first requests load the code and the database's pages.
      await timeRequests(listUrls.slice(0, 20), cookie);
      await timeRequests(searchUrls.slice(0, 20), cookie);
      const list = await timeRequests(listUrls, cookie);
      const search = await timeRequests(searchUrls, cookie);
      const filtered = await timeRequests(filteredUrls, cookie);
      const started = performance.now();
      const csv = await (await fetch(app('/api/admin/members.csv'), { headers: { cookie } })).text();
      const csvMs = Math.round(performance.now() - started);
      return { engine, list, search, filtered, csvMs, csvRows: csv.trimEnd().split('\r\n').length - 1 };
    } finally {
      await stop();
    }
  } finally {
    await database.drop();
  }
}

const results: EngineFigures[] = [];
for (const engine of engines) results.push(await measure(engine));

console.log(`\n${MEMBERS.toLocaleString('en-AU')} members, ${REQUESTS} requests each, one at a time, ${new Date().toISOString()}`);
console.log('request'.padEnd(62), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8), 'non-200'.padStart(8), '  target');
const verdict = (t: Timing) => `  p95 ≤ ${P95_CEILING_MS} ms: ${t.p95 <= P95_CEILING_MS && t.failures === 0 ? 'met' : 'NOT met'}`;
const row = (name: string, t: Timing, target = '') =>
  console.log(
    name.padEnd(62),
    String(t.p50).padStart(8),
    String(t.p95).padStart(8),
    String(t.max).padStart(8),
    String(t.failures).padStart(8),
    target,
  );
for (const r of results) {
  row(`${r.engine}: list, 50 a page (joined / last active, pages 1-20)`, r.list, verdict(r.list));
  row(`${r.engine}: prefix search (username, display name, email)`, r.search, verdict(r.search));
  row(`${r.engine}: filters (status, inactive, newsletter, search + status)`, r.filtered);
  console.log(
    `${r.engine}: members.csv, ${r.csvRows.toLocaleString('en-AU')} rows`.padEnd(62),
    `${(r.csvMs / 1000).toFixed(1)} s`.padStart(8),
    `  ≤ ${CSV_CEILING_MS / 1000} s: ${r.csvMs <= CSV_CEILING_MS ? 'met' : 'NOT met'}`,
  );
}
