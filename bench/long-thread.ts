// What one reply costs as its thread grows (issue 31): 20 members write 200 replies of 5,000
// characters (the most a reply may hold) into one thread, in turn, through the app's REST path
// (POST /api/community/threads/:id/replies, signed in), each reply timed from request to answer.
// A reply's cost must not grow with its thread: the last replies within 2× of the first.
// Meanwhile a probe asks GET /healthz (one query) every 100 ms: what an unrelated request waits
// while the replies are written (on PGlite the database shares the app's thread).
// On PGlite, and with DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) on PostgreSQL too.
//   npm run bench:long-thread      (REPLIES=200 MEMBERS=20 REPLY_LENGTH=5000 to change it)
import { sql } from 'drizzle-orm';
import { createSession, generateSessionToken } from '../src/server/auth/session';
import { rawRows } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { type Database, databaseFor, type Engine, engines } from './databases';
import { median, randomPort, startServer, waitFor } from './harness';

const REPLIES = Number(process.env.REPLIES ?? 200);
const MEMBERS = Number(process.env.MEMBERS ?? 20);
const REPLY_LENGTH = Number(process.env.REPLY_LENGTH ?? 5000);
/** The first and the last this many replies are compared (one reply alone is one noisy sample). */
const ENDS = 10;
const PROBE_EVERY_MS = 100;

// prettier-ignore
const VOCABULARY = [
  'baby', 'sleep', 'mum', 'feeding', 'toddler', 'night', 'routine', 'milk', 'newborn', 'day', 'help', 'family', 'bottle',
  'nappy', 'bath', 'play', 'food', 'teething', 'crying', 'settling', 'nap', 'wake', 'tired', 'partner', 'support', 'daycare',
  'doctor', 'fever', 'rash', 'colic', 'reflux', 'tantrum', 'patience', 'calm', 'walk', 'pram', 'solids', 'puree', 'weight',
];

/**
 * About `length` characters of text like a long reply: a parenting vocabulary among many rarer
 * words ('w1234'), the same for the same `seed`, different from one reply to the next (a thread's
 * words keep growing, as in a real discussion).
 */
function replyText(seed: number, length: number): string {
  let state = seed * 2_654_435_761;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const words: string[] = [];
  let size = 0;
  for (;;) {
    const word =
      random() < 0.3 ? VOCABULARY[Math.floor(random() ** 2 * VOCABULARY.length)]! : `w${Math.floor(Math.exp(random() * Math.log(50_000)))}`;
    if (size + word.length + 1 > length) break;
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ');
}

interface Prepared {
  /** Each member's session cookie. */
  cookies: string[];
  topicId: number;
}

/** Migrated and seeded as a real start would (admin, topics; no demo), and MEMBERS members signed in. */
async function prepare(database: Database): Promise<Prepared> {
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { admin: {}, demo: false });
    const members = await rawRows<{ id: number }>(
      handle.db,
      sql`insert into users (username, email, password_hash, display_name)
          select 'long_thread_mum_' || g, 'long.thread.mum.' || g || '@example.com', '!no-login', 'Mum ' || g
          from generate_series(1, ${MEMBERS}) g returning id`,
    );
    const cookies: string[] = [];
    for (const member of members) {
      const token = generateSessionToken();
      await createSession(handle.db, token, Number(member.id));
      cookies.push(`session=${token}`);
    }
    const [topic] = await rawRows<{ id: number }>(handle.db, sql`select id from forum_topics order by position, id limit 1`);
    return { cookies, topicId: Number(topic!.id) };
  } finally {
    await handle.close();
  }
}

async function post(url: string, cookie: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as { id: number };
}

/** GET /healthz every PROBE_EVERY_MS until stopped, one at a time: the times it took, and how many failed. */
function probe(url: string): { stop(): Promise<{ times: number[]; failed: number }> } {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(url).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      if (ok) times.push(performance.now() - started);
      else failed++;
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { times, failed };
    },
  };
}

interface Result {
  engine: Engine;
  /** Each reply's time, a failed one's until it failed. */
  replies: number[];
  /** Why replies failed, one entry each. */
  failed: string[];
  probes: { times: number[]; failed: number };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

const HEADER = [
  'engine'.padEnd(11),
  'first'.padStart(10),
  'median'.padStart(10),
  'max'.padStart(10),
  'last'.padStart(10),
  'last/first'.padStart(11),
  `last ${ENDS}/first ${ENDS}`.padStart(18),
  ' probe median / max',
].join(' ');

/** One engine's line, and whether its last replies cost more than twice its first (or any failed). */
function report({ engine, replies, failed, probes }: Result): { line: string; grows: boolean } {
  const ends = median(replies.slice(-ENDS)) / median(replies.slice(0, ENDS));
  const line = [
    engine.padEnd(11),
    ms(replies[0]!),
    ms(median(replies)),
    ms(Math.max(...replies)),
    ms(replies.at(-1)!),
    (replies.at(-1)! / replies[0]!).toFixed(2).padStart(11),
    `${ends.toFixed(2)} (medians)`.padStart(18),
    ` ${median(probes.times).toFixed(1)} / ${Math.max(...probes.times).toFixed(1)} ms${probes.failed ? ` (${probes.failed} failed)` : ''}`,
    failed.length ? `\n  ${failed.length} replies failed: ${[...new Set(failed)].join('; ')}` : '',
  ].join(' ');
  return { line, grows: ends > 2 || failed.length > 0 };
}

async function run(engine: Engine): Promise<Result> {
  console.log(`\n${engine}: preparing…`);
  const database = await databaseFor(engine, 'long_thread');
  try {
    const { cookies, topicId } = await prepare(database);
    const port = randomPort();
    const app = (route: string) => `http://127.0.0.1:${port}${route}`;
    const stop = startServer('src/server/index.ts', { ...database.env, PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false' });
    try {
      await waitFor(app('/healthz'));
      const threadOf = (author: number, title: string) =>
        post(app('/api/community/threads'), cookies[author]!, { topicId, title, content: replyText(author, 2000) });
      // Warm-up (the app's code compiled, its connections open): a short thread of its own.
      const warmUp = await threadOf(0, 'Warming up before the long thread');
      for (let i = 0; i < ENDS; i++) {
        await post(app(`/api/community/threads/${warmUp.id}/replies`), cookies[i % MEMBERS]!, { content: replyText(-1 - i, REPLY_LENGTH) });
      }
      const thread = await threadOf(1, 'A long thread everyone has something to say in');
      const probes = probe(app('/healthz'));
      const replies: number[] = [];
      const failed: string[] = [];
      for (let i = 0; i < REPLIES; i++) {
        const started = performance.now();
        await post(app(`/api/community/threads/${thread.id}/replies`), cookies[i % MEMBERS]!, {
          content: replyText(i + 1, REPLY_LENGTH),
        }).catch((error: Error) => failed.push(error.message.replace(/^POST \S+: /, '')));
        replies.push(performance.now() - started);
        if ((i + 1) % 50 === 0) console.log(`  ${i + 1} replies, the last ${replies.at(-1)!.toFixed(1)} ms`);
      }
      const result = { engine, replies, failed, probes: await probes.stop() };
      console.log(`${HEADER}\n${report(result).line}`);
      return result;
    } finally {
      await stop();
    }
  } finally {
    await database.drop();
  }
}

const results: Result[] = [];
for (const engine of engines) results.push(await run(engine));

console.log(`\n${REPLIES} replies of ${REPLY_LENGTH} characters from ${MEMBERS} members into one thread (REST, one at a time)`);
console.log(HEADER);
const reports = results.map(report);
for (const { line } of reports) console.log(line);
const grows = reports.some((r) => r.grows);
console.log(
  grows ? '\nA reply costs more as its thread grows (over 2×), or failed.' : '\nThe last replies cost what the first did (within 2×).',
);
process.exitCode = grows ? 1 : 0;
