// POST /api/forgot-password for an email with an account and for one without, alternately, in
// process (app.request, no socket): the medians must match, or a stopwatch tells who is a member
// (issue 31: 9.1 vs 5.8 ms when the account was looked up before the answer). On PGlite, and on
// PostgreSQL too with DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
//   npm run bench:forgot-password        (REQUESTS=400 to change it)
import { createApp } from '../src/server/app';
import { createUser } from '../src/server/auth/service';
import { resourceFilesIn } from '../src/server/content/resource-files';
import { createMemoryMailer } from '../src/server/email/mailer';
import { databaseFor, engines } from './databases';
import { noLimits } from '../src/test/no-limits';

const REQUESTS = Number(process.env.REQUESTS ?? 400);
const KNOWN = 'bench-known@example.com';
const UNKNOWN = 'bench-unknown@example.com';

// The limits (3 requests per email an hour) would answer 429 after the third: noLimits.
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const engine of engines) {
  const database = await databaseFor(engine, 'forgot-password');
  const handle = await database.open();
  try {
    await handle.migrate();
    await createUser(handle.db, { username: 'bench_known', email: KNOWN, password: 'bench-password' });
    const dataDir = database.env.DATA_DIR!;
    const app = createApp({
      db: handle.db,
      publicUrl: 'http://localhost:3000',
      mailer: createMemoryMailer(),
      rateLimiter: noLimits,
      resourceFiles: resourceFilesIn(dataDir),
      uploadsDir: `${dataDir}/uploads`,
    });
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await app.request('/api/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email }),
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      return performance.now() - started;
    };
    // Warm up, then alternate so both see the same machine.
    for (let i = 0; i < 20; i++) await ask(i % 2 ? KNOWN : UNKNOWN);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < REQUESTS; i++) {
      times.known.push(await ask(KNOWN));
      times.unknown.push(await ask(UNKNOWN));
    }
    const [known, unknown] = [median(times.known), median(times.unknown)];
    console.log(
      `${engine}: ${REQUESTS} each, median known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms (unknown/known ${(unknown / known).toFixed(2)})`,
    );
  } finally {
    await handle.close();
    await database.drop();
  }
}
