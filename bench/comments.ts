// A recipe's comment list, first page (GET /api/comments/recipe/{id}: 20 top-level comments, each
// with its first replies), under load at two sizes of the recipe's comments, 10 and 10,000, beside
// a bare Hono endpoint sending the same bytes (bench/bare-server.ts's /same-payload), measured in
// the same run: the load generator and the server share this machine's cores, so only the ratios
// carry from one run to another. The list is a kept public answer (http/public-answers.ts): it
// should reach at least 70 % of the bare endpoint, a p99 ≤ 20 ms, and stay flat with size.
//   npm run bench:comments      (DURATION=10 CONNECTIONS=50 ROUNDS=2 to change it; PGlite only)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../src/server/db/seed';
import { recipes, users } from '../src/server/db/schema';
import { pgliteDatabase } from './databases';
import { connections, duration, type Figures, loadTest, randomPort, startServer, waitFor } from './harness';

const SIZES = [10, 10_000];
const rounds = Number(process.env.ROUNDS ?? 2);
const MEMBERS = 200;
const work = mkdtempSync(path.join(tmpdir(), 'mama-village-bench-comments-'));

/** A recipe with `count` published comments by MEMBERS members, one in ten a reply to an earlier one. */
async function build(count: number) {
  const database = pgliteDatabase(`comments_${count}`);
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { admin: {}, demo: false });
    const [recipe] = await handle.db
      .insert(recipes)
      .values({ slug: 'bench-soup', title: 'Bench soup', description: 'For the bench.' })
      .returning({ id: recipes.id });
    await handle.db.insert(users).values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        username: `bench_${i}`,
        email: `bench_${i}@example.com`,
        passwordHash: 'x',
      })),
    );
    const tops = count - Math.floor(count / 10);
    await handle.db.execute(sql`
      insert into comments (content_type, content_id, author_id, body, rating, created_at)
      select 'recipe', ${recipe!.id}, (select id from users where username = 'bench_' || (g % ${MEMBERS})),
        'Comment ' || g || ': we swapped the butter for olive oil and the toddler loved it.',
        case when g <= ${MEMBERS} then 1 + g % 5 end,
        now() - make_interval(mins => ${count} - g)
      from generate_series(1, ${tops}) g`);
    await handle.db.execute(sql`
      insert into comments (content_type, content_id, parent_id, author_id, body, created_at)
      select 'recipe', ${recipe!.id}, p.id, (select id from users where username = 'bench_' || ((p.id + 7) % ${MEMBERS})),
        'A reply to ' || p.id, p.created_at + interval '30 seconds'
      from (select id, created_at from comments order by id limit ${count - tops}) p`);
    await handle.db.execute(sql`
      update comments c set reply_count = r.n from (select parent_id, count(*)::int n from comments where parent_id is not null group by parent_id) r
      where c.id = r.parent_id`);
    await handle.db.execute(sql`analyze`);
    return { database, recipeId: recipe!.id };
  } finally {
    await handle.close();
  }
}

interface Running {
  count: number;
  list: string;
  bare: string;
  stop: () => Promise<void>;
  drop: () => Promise<void>;
}

async function start(count: number): Promise<Running> {
  console.log(`${count.toLocaleString('en-AU')} comments: building…`);
  const { database, recipeId } = await build(count);
  const appPort = randomPort();
  const list = `http://127.0.0.1:${appPort}/api/comments/recipe/${recipeId}`;
  const stopApp = startServer('src/server/index.ts', { ...database.env, PORT: appPort, HOST: '127.0.0.1', SEED_DEMO: 'false' });
  await waitFor(`http://127.0.0.1:${appPort}/healthz`);
  const answer = await fetch(list);
  const body = await answer.text();
  const items = JSON.parse(body) as unknown[];
  if (!answer.ok || items.length !== Math.min(20, count - Math.floor(count / 10))) {
    throw new Error(`the list answered ${answer.status}: ${body.slice(0, 300)}`);
  }
  const payloadFile = path.join(work, `payload-${count}.json`);
  writeFileSync(payloadFile, body);
  const barePort = randomPort();
  const stopBare = startServer('bench/bare-server.ts', { PORT: barePort, PAYLOAD_FILE: payloadFile });
  const bare = `http://127.0.0.1:${barePort}/same-payload`;
  await waitFor(bare);
  console.log(`  answering: ${items.length} comments, ${body.length.toLocaleString('en-AU')} bytes`);
  return {
    count,
    list,
    bare,
    stop: async () => {
      await stopApp();
      await stopBare();
    },
    drop: () => database.drop(),
  };
}

const running: Running[] = [];
const figures = new Map<string, Figures[]>();
const record = (key: string, value: Figures) => figures.set(key, [...(figures.get(key) ?? []), value]);
try {
  for (const count of SIZES) running.push(await start(count));
  for (let round = 0; round < rounds; round++) {
    for (const size of running) {
      record(`bare:${size.count}`, await loadTest(size.bare));
      record(`list:${size.count}`, await loadTest(size.list));
    }
  }
} finally {
  for (const size of running) {
    await size.stop();
    await size.drop();
  }
  rmSync(work, { recursive: true, force: true });
}

const mean = (runs: Figures[]) => ({
  requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
  p99: Math.max(...runs.map((run) => run.p99)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});
console.log(`\n${connections} connections, ${duration} s each, ${rounds} rounds, loopback, PGlite, ${new Date().toISOString()}`);
console.log('comments on the recipe'.padEnd(24), 'list req/s'.padStart(11), 'bare req/s'.padStart(11), 'ratio'.padStart(7), 'list p99'.padStart(9), 'non-2xx'.padStart(8));
const ratios: number[] = [];
for (const size of running) {
  const list = mean(figures.get(`list:${size.count}`)!);
  const bare = mean(figures.get(`bare:${size.count}`)!);
  const ratio = list.requestsPerSecond / bare.requestsPerSecond;
  ratios.push(list.requestsPerSecond);
  const met = ratio >= 0.7 && list.p99 <= 20 && list.non2xx === 0;
  console.log(
    size.count.toLocaleString('en-AU').padEnd(24),
    list.requestsPerSecond.toFixed(0).padStart(11),
    bare.requestsPerSecond.toFixed(0).padStart(11),
    `${(ratio * 100).toFixed(0)}%`.padStart(7),
    `${list.p99} ms`.padStart(9),
    String(list.non2xx).padStart(8),
    `  ≥ 70%, p99 ≤ 20 ms: ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(`10,000 over 10 comments, list req/s: ${(ratios[1]! / ratios[0]!).toFixed(2)}×`);
