// Bulk forum data for bench/community-api.ts: a few hundred members, `threads` threads over the
// six topics and about ten replies per thread, written by set-based SQL (insert … select … from
// generate_series) so a million replies take seconds on PostgreSQL, not an hour of round trips.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../src/server/db/client';

export interface ForumSize {
  threads: number;
  members: number;
}

export interface BuiltForum {
  threads: number;
  replies: number;
  /** Thread ids for the thread page, spread through the table, 1% of them long threads. */
  sampleThreadIds: number[];
}

/** Every LONG_EVERY-th thread has LONG_REPLIES replies (a hot thread, twenty pages long); the rest 0–18. */
const LONG_EVERY = 1000;
const LONG_REPLIES = 1000;
/** Replies to a thread are this far apart, so a thread's replies interleave with other threads'. */
const REPLY_SPACING = "interval '37 minutes'";
/** Replies are written this many threads at a time, each chunk in reply order (first replies of all, then second …). */
const CHUNK_THREADS = 10_000;
export const SAMPLE_SIZE = 500;

const TITLES = [
  'Four-month sleep regression: does it end?',
  'Starting solids and the great pumpkin protest',
  'Daycare bugs again this winter',
  'Hospital bag: what did you actually use?',
  'Tantrums at the Woolies checkout',
  'Back to work and expressing',
];
const REPLIES = [
  'We went through exactly the same thing last month. An earlier bedtime helped more than anything else we tried.',
  "Sending you strength! It does pass, even if it feels endless in the middle of it. Ask your child health nurse if you're worried.",
  'Saving this thread for later, there are so many good ideas here. Thank you all for sharing what worked for you.',
  'Our paediatrician said the same. We kept offering it every few days and eventually it clicked, around the tenth try.',
  'Honestly the best thing we did was lower our expectations for a few weeks and ask family for help with dinners.',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`);

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, query);
  return Number(row!.n);
}

async function ids(db: Db, query: SQL): Promise<number[]> {
  return (await rawRows<{ id: number }>(db, query)).map((row) => Number(row.id));
}

/**
 * Fills a migrated database whose forum is empty (topics present: the seed ensures them). Each
 * thread's replyCount and lastActivityAt match its replies by construction: the replies are
 * generated from the thread's replyCount, the last one at lastActivityAt.
 */
export async function buildForum(db: Db, size: ForumSize, log: (line: string) => void = () => {}): Promise<BuiltForum> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const topicCount = await count(db, sql`select count(*)::int as n from forum_topics`);
  if (topicCount === 0) throw new Error('No forum topics: run the seed (it ensures them) before building the forum');

  await db.execute(sql`
    insert into users (username, email, password_hash, display_name, bio, avatar, created_at)
    select 'bench_mum_' || g, 'bench.mum.' || g || '@example.com', '!no-login',
           'Bench Mum ' || g, 'Mum of ' || (1 + g % 3) || ', somewhere in Australia.',
           case when g % 4 = 0 then null else '/uploads/demo/members/sarah-m.svg' end,
           now() - interval '2 years'
    from generate_series(1, ${size.members}) g`);

  // The forum's search documents are not built for this data: this benchmark reads threads and
  // replies (bench:search measures search), and building them (each thread's text, its vectors)
  // would make the load minutes longer. The triggers are switched back on once it is loaded.
  await db.execute(sql`alter table forum_threads disable trigger forum_threads_search`);
  await db.execute(sql`alter table forum_replies disable trigger forum_replies_search_insert`);

  // Members' ids are consecutive (one statement), so `lo + x % n` picks one.
  await db.execute(sql`
    insert into forum_threads (topic_id, author_id, title, content, view_count, reply_count, last_activity_at, created_at, updated_at)
    select topics.ids[1 + g % cardinality(topics.ids)],
           members.lo + (g * 37) % members.n,
           (${textArray(TITLES)})[1 + g % ${sql.raw(String(TITLES.length))}] || ' (#' || g || ')',
           repeat('We have tried everything we can think of and would love to hear what worked for your family. ', 3),
           (g * 13) % 997,
           x.replies,
           x.created + x.replies * ${sql.raw(REPLY_SPACING)},
           x.created,
           x.created
    from generate_series(1, ${size.threads}) g
    cross join (select array_agg(id order by position, id) as ids from forum_topics) topics
    cross join (select min(id) as lo, count(*)::int as n from users where username like 'bench\\_mum\\_%') members
    cross join lateral (
      select case when g % ${sql.raw(String(LONG_EVERY))} = 0 then ${sql.raw(String(LONG_REPLIES))} else (g * 7) % 19 end as replies,
             now() - interval '30 days' - (${size.threads} - g) * interval '5 minutes' as created
    ) x`);
  log(`  ${size.threads.toLocaleString('en-AU')} threads in ${elapsed()}`);

  const [first, last] = [
    await count(db, sql`select coalesce(min(id), 0) as n from forum_threads`),
    await count(db, sql`select coalesce(max(id), 0) as n from forum_threads`),
  ];
  for (let lo = first; lo <= last; lo += CHUNK_THREADS) {
    await db.execute(sql`
      insert into forum_replies (thread_id, author_id, content, created_at, updated_at)
      select t.id, members.lo + (t.id * 31 + k * 17) % members.n,
             (${textArray(REPLIES)})[1 + (t.id + k) % ${sql.raw(String(REPLIES.length))}],
             t.created_at + k * ${sql.raw(REPLY_SPACING)},
             t.created_at + k * ${sql.raw(REPLY_SPACING)}
      from forum_threads t
      cross join lateral generate_series(1, t.reply_count) k
      cross join (select min(id) as lo, count(*)::int as n from users where username like 'bench\\_mum\\_%') members
      where t.id between ${lo} and ${lo + CHUNK_THREADS - 1}
      order by k, t.id`);
  }
  await db.execute(sql`alter table forum_threads enable trigger forum_threads_search`);
  await db.execute(sql`alter table forum_replies enable trigger forum_replies_search_insert`);
  const replies = await count(db, sql`select count(*)::int as n from forum_replies`);
  log(`  ${replies.toLocaleString('en-AU')} replies in ${elapsed()}`);
  // The state a site that grew to this size is in (autovacuum, and reads over time, set hint bits,
  // the visibility map and planner statistics): a table fresh from a bulk load measured up to half
  // as fast for its first minutes, which no real site sees.
  await db.execute(sql`vacuum analyze`);
  log(`  analyzed in ${elapsed()}`);

  const ordinary = await ids(db, sql`select id from forum_threads where reply_count < ${LONG_REPLIES} order by id`);
  const long = await ids(db, sql`select id from forum_threads where reply_count >= ${LONG_REPLIES} order by id`);
  const spread = (from: number[], n: number) =>
    Array.from({ length: Math.min(n, from.length) }, (_, i) => from[Math.floor((i * from.length) / n)]!);
  const longShare = Math.max(1, Math.round(SAMPLE_SIZE / 100));
  return {
    threads: ordinary.length + long.length,
    replies,
    sampleThreadIds: [...spread(ordinary, SAMPLE_SIZE - longShare), ...spread(long, longShare)],
  };
}
