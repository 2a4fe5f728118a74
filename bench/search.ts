// The search (GET /api/search) under load with 10,000 and then 100,000 documents, beside a bare
// Hono endpoint measured in the same run by the same client (the ceiling: load and server share
// this machine's cores, so only ratios carry from one run to another). Issue 13 asks p95 ≤ 30 ms
// with 100,000 documents.
//
// Documents: blog posts, recipes, resources (a third members-only), perks and forum threads with
// replies, in the site's proportions, their words drawn (the same in every build: a seeded random())
// from a parenting vocabulary (a few words far more common than the rest: 'baby' is everywhere,
// 'reflux' is not) among many other words.
// They are written to the content tables, so the triggers build search_documents as the app does.
// Queries cycle through common and rare words, two-word queries, prefixes (type-ahead), phrases
// and a type filter. Latency is timed per request in the client (sub-millisecond), p50/p95/p99.
// Each route is measured twice over: at saturation (CONNECTIONS clients in a closed loop: the most
// it answers, and a p95 that is mostly the queue those clients make, ≈ CONNECTIONS × CPU per
// request ÷ cores) and at fixed arrival rates (RATES a second, open loop: a request starts on
// schedule whether or not the others have answered, so the p95 is what a visitor waits at that
// load, printed beside the share of the route's measured maximum that rate is).
// On PGlite, with DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) on PostgreSQL too.
//   npm run bench:search        (DURATION=10 CONNECTIONS=20 RATES=50,100 DOCUMENTS=10000,100000 to
//                                change it; ENGINES=PostgreSQL or ENGINES=PGlite for one engine only;
//                                SEARCH_DATA=<folder> keeps PGlite's documents there, and a later
//                                run measures them again instead of building new ones: the same
//                                documents for old and new code)
import { sql } from 'drizzle-orm';
import { type DbHandle, rawRows } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { type Database, databaseFor, type Engine, engines, pgliteDatabase } from './databases';
import { randomPort, startServer, waitFor } from './harness';

const DURATION_S = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const RATES = (process.env.RATES ?? '50,100').split(',').filter(Boolean).map(Number);
const SIZES = (process.env.DOCUMENTS ?? '10000,100000').split(',').map(Number);
const P95_CEILING_MS = 30;
const ENGINES = process.env.ENGINES?.split(',');
const KEPT_IN = process.env.SEARCH_DATA;

// prettier-ignore
const VOCABULARY = [
  'baby', 'sleep', 'mum', 'feeding', 'toddler', 'night', 'routine', 'milk', 'newborn', 'day', 'time', 'help', 'love', 'family',
  'bottle', 'breastfeeding', 'nappy', 'bath', 'play', 'food', 'recipe', 'easy', 'quick', 'healthy', 'snack', 'lunch', 'dinner',
  'breakfast', 'banana', 'oats', 'muffins', 'pancakes', 'pumpkin', 'sweet', 'potato', 'chicken', 'broccoli', 'yoghurt', 'apple',
  'teething', 'crying', 'settling', 'swaddle', 'cot', 'nap', 'wake', 'early', 'tired', 'partner', 'support', 'village', 'friends',
  'pregnancy', 'trimester', 'birth', 'hospital', 'midwife', 'doctor', 'health', 'fever', 'rash', 'colic', 'reflux', 'allergy',
  'daycare', 'kinder', 'school', 'tantrum', 'patience', 'calm', 'anxiety', 'postnatal', 'recovery', 'exercise', 'walk', 'pram',
  'car', 'seat', 'travel', 'holiday', 'beach', 'summer', 'winter', 'clothes', 'budget', 'savings', 'work', 'return', 'leave',
  'carer', 'grandparents', 'siblings', 'twins', 'reading', 'books', 'songs', 'music', 'learning', 'words', 'talking', 'walking',
  'crawling', 'milestones', 'growth', 'weight', 'solids', 'puree', 'finger', 'cutlery', 'highchair', 'mess', 'cleaning', 'laundry',
  'organising', 'checklist', 'printable', 'guide', 'worksheet', 'masterclass', 'discount', 'voucher', 'brand', 'organic', 'natural',
  'gentle', 'skin', 'sunscreen', 'hat', 'shade', 'water', 'swimming', 'lessons', 'screen', 'sharing', 'kindness', 'manners',
];
const TITLE_WORDS = 6;
const BODY_WORDS = 80;

/**
 * `count` words: three in ten from the parenting vocabulary (its first words far more likely:
 * 'baby' ends up in most documents), the rest from 20,000 other words ('w1234') of which a few
 * are common and most rare, as in real text.
 */
const words = (count: number, seed: string) =>
  sql.raw(`(
  select string_agg(case when random() < 0.3
           then (array['${VOCABULARY.join("','")}'])[1 + floor(power(random(), 2) * ${VOCABULARY.length})::int]
           else 'w' || floor(exp(random() * ln(20000)))::int end, ' ')
  from generate_series(1, ${count}) as w where ${seed} is not null)`);

const QUERIES = [
  'sleep',
  'baby sleep',
  'banana',
  'banana muffins',
  'slee',
  'toddl',
  'reflux',
  'colic night',
  'pumpkin soup',
  '"sweet potato"',
  'breastfeeding support',
  'teeth',
  'masterclass',
  'discount',
  'settling',
  'postnatal recovery',
  'twins',
  'highchair',
  'printab',
  'swimming lessons',
  'mum',
  'feeding routine',
  'newborn',
  'chicken dinner',
  'sunscre',
  'grandparents',
  'tantrums',
  'daycare',
];
const searchPaths = QUERIES.flatMap((q) => [
  `/api/search?q=${encodeURIComponent(q)}`,
  `/api/search?q=${encodeURIComponent(q)}&type=recipe`,
]);

/** Adds documents until there are `total`, in the site's proportions, in set-based SQL. */
async function addDocuments(handle: DbHandle, from: number, total: number, authorId: number, topicId: number) {
  const count = (share: number) => Math.round((total - from) * share);
  const range = (share: number) => sql.raw(`generate_series(${from + 1}, ${from + count(share)})`);
  // One transaction (one connection of a pool) and a seed: random() draws the same words in every
  // build, so documents built today are the ones built in another run or session.
  await handle.db.transaction(async (db) => {
    await db.execute(sql`select setseed(${1 / (from + 2)})`);
    await db.execute(sql`
    insert into blog_posts (slug, title, description, body, status, published_at)
    select 'bench-post-' || i, ${words(TITLE_WORDS, 'i')}, ${words(20, 'i')}, ${words(BODY_WORDS * 3, 'i')},
           case when i % 20 = 0 then 'draft' else 'published' end, now() - (i % 1000) * interval '1 day'
    from ${range(0.3)} as i`);
    await db.execute(sql`
    insert into recipes (slug, title, description, steps, published_at)
    select 'bench-recipe-' || i, ${words(TITLE_WORDS, 'i')}, ${words(30, 'i')}, jsonb_build_array(${words(BODY_WORDS, 'i')}),
           now() - (i % 1000) * interval '1 day'
    from ${range(0.2)} as i`);
    await db.execute(sql`
    insert into resources (title, description, body, members_only)
    select ${words(TITLE_WORDS, 'i')}, ${words(30, 'i')}, ${words(BODY_WORDS, 'i')}, i % 3 = 0
    from ${range(0.1)} as i`);
    await db.execute(sql`
    insert into perks (title, description, brand_name, discount_amount, expiry_date)
    select ${words(4, 'i')}, ${words(25, 'i')}, 'Brand ' || i, '20% off', case when i % 4 = 0 then now() - interval '1 day' end
    from ${range(0.05)} as i`);
    const threads = await rawRows<{ id: number }>(
      db,
      sql`
    insert into forum_threads (topic_id, author_id, title, content)
    select ${topicId}, ${authorId}, ${words(TITLE_WORDS, 'i')}, ${words(BODY_WORDS, 'i')}
    from ${range(0.35)} as i returning id`,
    );
    const ids = threads.map((r) => r.id);
    // Two replies on average, each with its own search row (search_replies) as the app writes them.
    if (ids.length > 0) {
      await db.execute(sql`
      insert into forum_replies (thread_id, author_id, content)
      select t.id, ${authorId}, ${words(40, 't.id + r')}
      from forum_threads t cross join generate_series(1, 2) as r where t.id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
    }
  });
  // As a running site's database is: PostgreSQL's autovacuum, or the app's hourly run on PGlite
  // (db/maintenance.ts), keeps its statistics and visibility map current.
  await handle.db.execute(sql`vacuum (analyze) search_documents`);
  await handle.db.execute(sql`vacuum (analyze) search_replies`);
}

interface Latencies {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Fixed rate only: the most requests in flight at once (the connections the client needed). */
  inFlight?: number;
}

const percentiles = (times: number[], seconds: number, failures: number): Latencies => {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
  return { requestsPerSecond: times.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures };
};

/** CONNECTIONS clients in a loop for DURATION_S seconds (after a 2 s warm-up), each timing its requests. */
async function load(base: string, paths: string[]): Promise<Latencies> {
  const run = async (seconds: number) => {
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const path = paths[next++ % paths.length]!;
          const started = performance.now();
          const response = await fetch(base + path);
          await response.arrayBuffer();
          times.push(performance.now() - started);
          if (!response.ok) failures++;
        }
      }),
    );
    return { times, failures };
  };
  await run(2);
  const { times, failures } = await run(DURATION_S);
  return percentiles(times, DURATION_S, failures);
}

/**
 * Open loop at `rate` requests a second for DURATION_S seconds (after 2 s at that rate): request i
 * is due at i / rate seconds and starts then, however many are still waiting for their answer
 * (fetch opens another connection when all are busy), and is timed from when it was due, so a late
 * start (the client's own event loop busy) counts as latency too. autocannon's `overallRate` is not
 * used: it spreads the rate over a fixed set of connections, each waiting for its answer before
 * the next request (closed loop again), and releases each second's budget at the second's start.
 */
async function fixedRate(base: string, paths: string[], rate: number): Promise<Latencies> {
  const run = async (seconds: number) => {
    const times: number[] = [];
    let failures = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const answers: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < seconds * rate; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      answers.push(
        fetch(base + paths[i % paths.length]!)
          .then(async (response) => {
            await response.arrayBuffer();
            times.push(performance.now() - due);
            if (!response.ok) failures++;
          })
          .catch(() => void failures++)
          .finally(() => void inFlight--),
      );
    }
    await Promise.all(answers);
    return { times, failures, mostInFlight };
  };
  await run(2);
  const { times, failures, mostInFlight } = await run(DURATION_S);
  return { ...percentiles(times, DURATION_S, failures), inFlight: mostInFlight };
}

/** The stopped server's process may hold the embedded database's folder a moment longer. */
async function reopen(database: Database): Promise<DbHandle> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await database.open();
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

interface Row {
  name: string;
  figures: Latencies;
  target?: string;
  /** The same route at each of RATES. */
  atRates: Latencies[];
}

const verdict = (figures: Latencies) =>
  `p95 ≤ ${P95_CEILING_MS} ms: ${figures.p95 <= P95_CEILING_MS && figures.failures === 0 ? 'met' : 'NOT met'}`;

async function measure(engine: Engine): Promise<Row[]> {
  console.log(`\n${engine}: building…`);
  const database: Database = KEPT_IN && engine === 'PGlite' ? pgliteDatabase('search', KEPT_IN) : await databaseFor(engine, 'search');
  const rows: Row[] = [];
  try {
    let handle = await database.open();
    await handle.migrate();
    const [kept] = await rawRows<{ authorId: number | null; topicId: number | null; documents: number }>(
      handle.db,
      sql`select (select id from users where username = 'bench_author') as "authorId",
                 (select id from forum_topics where slug = 'bench') as "topicId",
                 (select count(*)::int from search_documents) as documents`,
    );
    let { authorId, topicId, documents } = kept!;
    if (authorId === null || topicId === null) {
      await seedDatabase(handle.db, { admin: {}, demo: false });
      const [author] = await rawRows<{ id: number }>(
        handle.db,
        sql`insert into users (username, email, password_hash) values ('bench_author', 'bench@example.com', 'not-a-hash') returning id`,
      );
      const [topic] = await rawRows<{ id: number }>(
        handle.db,
        sql`insert into forum_topics (name, slug) values ('Bench', 'bench') returning id`,
      );
      authorId = author!.id;
      topicId = topic!.id;
    }
    for (const size of SIZES) {
      if (documents > size) continue;
      const started = performance.now();
      if (documents < size) await addDocuments(handle, documents, size, authorId, topicId);
      documents = size;
      console.log(`${size.toLocaleString('en-AU')} documents in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
      await handle.close();
      const port = randomPort();
      const base = `http://127.0.0.1:${port}`;
      const stop = startServer('src/server/index.ts', { ...database.env, PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false' });
      try {
        await waitFor(`${base}/healthz`);
        const sample = (await (await fetch(`${base}/api/search?q=banana%20muffins&limit=3`)).json()) as { results: unknown[] };
        console.log(`'banana muffins': ${JSON.stringify(sample.results[0]).slice(0, 160)}…`);
        const figures = await load(base, searchPaths);
        const atRates: Latencies[] = [];
        for (const rate of RATES) atRates.push(await fixedRate(base, searchPaths, rate));
        rows.push({
          name: `${engine}: GET /api/search, ${size.toLocaleString('en-AU')} documents`,
          figures,
          target: size === 100_000 ? 'yes' : undefined,
          atRates,
        });
      } finally {
        await stop();
      }
      handle = await reopen(database);
    }
    await handle.close();
  } finally {
    await database.drop();
  }
  return rows;
}

const rows: Row[] = [];
const chosen = ENGINES ? engines.filter((engine) => ENGINES.some((name) => name.toLowerCase() === engine.toLowerCase())) : engines;
// A misspelt or unavailable engine would otherwise measure only the bare endpoint, as if all were well.
if (chosen.length < (ENGINES?.length ?? 0)) throw new Error(`ENGINES=${ENGINES!.join(',')}: the engines here are ${engines.join(', ')}`);
for (const engine of chosen) rows.push(...(await measure(engine)));

const barePort = randomPort();
const stopBare = startServer('bench/bare-server.ts', { PORT: barePort });
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const bare = `http://127.0.0.1:${barePort}`;
  const figures = await load(bare, ['/bare']);
  const atRates: Latencies[] = [];
  for (const rate of RATES) atRates.push(await fixedRate(bare, ['/bare'], rate));
  rows.unshift({ name: 'bare Hono, constant JSON (ceiling)', figures, atRates });
} finally {
  await stopBare();
}

const ceiling = rows[0]!.figures;
console.log(`\nSaturation: ${CONNECTIONS} connections in a closed loop, ${DURATION_S} s each, ${new Date().toISOString()}`);
console.log(
  'route'.padEnd(56),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'of ceiling'.padStart(11),
  'failed'.padStart(7),
  '  target',
);
for (const { name, figures, target } of rows) {
  console.log(
    name.padEnd(56),
    figures.requestsPerSecond.toFixed(0).padStart(8),
    figures.p50.toFixed(1).padStart(8),
    figures.p95.toFixed(1).padStart(8),
    figures.p99.toFixed(1).padStart(8),
    `${((figures.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`.padStart(11),
    String(figures.failures).padStart(7),
    target ? `  ${verdict(figures)}` : '',
  );
}
console.log(
  `\nFixed rate: open loop, requests due at even intervals, ${DURATION_S} s each; utilisation: the rate ÷ the route's req/s above`,
);
console.log(
  'route'.padEnd(56),
  'rate/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'utilisation'.padStart(12),
  'in flight'.padStart(10),
  'failed'.padStart(7),
  '  target',
);
for (const { name, figures, target, atRates } of rows) {
  atRates.forEach((at, i) => {
    console.log(
      name.padEnd(56),
      String(RATES[i]).padStart(8),
      at.p50.toFixed(1).padStart(8),
      at.p95.toFixed(1).padStart(8),
      at.p99.toFixed(1).padStart(8),
      `${((RATES[i]! / figures.requestsPerSecond) * 100).toFixed(0)}%`.padStart(12),
      String(at.inFlight).padStart(10),
      String(at.failures).padStart(7),
      target ? `  ${verdict(at)}` : '',
    );
  });
}
