import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '../../shared/constants/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../../shared/constants/search-query';
import { createTestReply, createTestTopic, createTestThread } from '../../test/community-factories';
import { createTestPerk, createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, testApp } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { rawRows } from '../db/client';
import { createMemoryRateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { parseEnv } from '../env';
import { blogPosts, forumReplies, forumThreads, recipes } from '../db/schema';
import { queryWords, TITLE_CANDIDATES } from './search';

const t = useTestDb();
const DAY = 86_400_000;

/** A word no other test's content holds, so each test sees only its own documents. */
let sequence = 0;
const word = () =>
  `zq${(++sequence).toString(36)}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`;

async function find(
  q: string,
  extra: { type?: 'blog_post' | 'recipe' | 'resource' | 'perk' | 'thread'; limit?: number; cursor?: string } = {},
) {
  const { caller } = await callerFor(t.db);
  return caller.search.find({ q, ...extra });
}

async function thread(values: { title?: string; content?: string } = {}) {
  const author = await createTestUser(t.db);
  const topic = await createTestTopic(t.db);
  return { author, row: await createTestThread(t.db, { topicId: topic.id, authorId: author.id, ...values }) };
}

describe('search: ranking and matching', () => {
  it('puts a title match before a body match, then the newer first', async () => {
    const w = word();
    const inBody = await createTestPost(t.db, {
      title: 'Morning routines',
      body: `All about ${w} and more ${w}.`,
      publishedAt: new Date(Date.now() - DAY),
    });
    const oldTitle = await createTestRecipe(t.db, { title: `Easy ${w} muffins`, publishedAt: new Date(Date.now() - 9 * DAY) });
    const newTitle = await createTestRecipe(t.db, { title: `Quick ${w} bars`, publishedAt: new Date(Date.now() - 2 * DAY) });
    const page = await find(w);
    expect(page.results.map((r) => [r.type, r.id])).toEqual([
      ['recipe', newTitle.id],
      ['recipe', oldTitle.id],
      ['blog_post', inBody.id],
    ]);
    expect(page.results[0]).toMatchObject({ title: `Quick ${w} bars`, url: `/recipes/${newTitle.slug}` });
    expect(page.results[2]!.url).toBe(`/blog/${inBody.slug}`);
    expect(Date.parse(page.results[0]!.date)).toBe(newTitle.publishedAt.getTime());
  });

  it('stems English words: "sleeping" finds "sleep", and a prefix finds the whole word', async () => {
    const w = word();
    const post = await createTestPost(t.db, { title: `${w} sleep tips for the fourth trimester` });
    await createTestPost(t.db, { title: 'Sleeping through the night' });
    // Every word counts.
    expect((await find(`${w} sleeping`)).results.map((r) => r.id)).toEqual([post.id]);
    expect((await find(`${w} slee`)).results.map((r) => r.id)).toEqual([post.id]);
    expect((await find(`${w} trimes`)).results.map((r) => r.id)).toEqual([post.id]);
  });

  it('finds a "quoted phrase" only where its words stand side by side', async () => {
    const w = word();
    const inBody = await createTestPost(t.db, {
      title: 'Autumn dinners',
      body: `Roast ${w} sweet potato wedges.`,
      publishedAt: new Date(Date.now() - 3 * DAY),
    });
    const inTitle = await createTestRecipe(t.db, { title: `Mashed ${w} sweet potato`, publishedAt: new Date(Date.now() - 5 * DAY) });
    const apart = await createTestPost(t.db, { title: 'Lunchbox ideas', body: `A sweet treat and a ${w} potato salad.` });
    const page = await find(`${w} "sweet potato"`);
    expect(page.results.map((r) => r.id)).toEqual([inTitle.id, inBody.id]);
    expect(page.results[1]!.snippet).toContain('<mark>sweet</mark> <mark>potato</mark>');
    expect((await find(`${w} potato`)).results.map((r) => r.id)).toContain(apart.id);
  });

  it('finds recipes by their ingredients and steps, and threads by their replies', async () => {
    const w = word();
    const recipe = await createTestRecipe(t.db, {
      ingredients: [{ name: '', items: [{ quantity: '1', unit: '', item: `${w} banana`, note: '' }] }],
    });
    const { author, row } = await thread({ title: 'Help please' });
    await t.db.insert(forumReplies).values({ threadId: row.id, authorId: author.id, content: `Have you tried ${w} drops?` });
    const page = await find(w);
    expect(page.results.map((r) => [r.type, r.id]).sort()).toEqual(
      [
        ['recipe', recipe.id],
        ['thread', row.id],
      ].sort(),
    );
    const found = page.results.find((r) => r.type === 'thread')!;
    expect(found).toMatchObject({ url: `/community/thread/${row.id}`, title: 'Help please', image: null });
    expect(found.snippet).toContain(`<mark>${w}</mark>`);
  });

  it('ranks the newest title matches first, then pages through every other match newest first', async () => {
    const w = word();
    const titled = TITLE_CANDIDATES + 2;
    // Titles '<w> 1' … newest first; two more posts hold the word in their text only, newer than all.
    await t.db.execute(sql`
      insert into blog_posts (slug, title, description, body, status, published_at)
      select ${w} || '-' || i, ${w} || ' ' || i, 'About it.', 'Text.', 'published', now() - interval '1 day' - i * interval '1 minute'
      from generate_series(1, ${titled}) as i`);
    const inText = [
      await createTestPost(t.db, { title: 'Newest', body: `${w} again`, publishedAt: new Date(Date.now() - 60_000) }),
      await createTestPost(t.db, { title: 'Newer', body: `${w} here`, publishedAt: new Date(Date.now() - 120_000) }),
    ];
    const titles: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await find(w, { limit: 50, cursor });
      titles.push(...page.results.map((r) => r.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const ranked = Array.from({ length: TITLE_CANDIDATES }, (_, i) => `${w} ${i + 1}`);
    // The two oldest title matches are past the ranked ones: ordinary matches, after the newer text matches.
    expect(titles).toEqual([...ranked, ...inText.map((p) => p.title), `${w} ${titled - 1}`, `${w} ${titled}`]);
  });

  it('filters by type and pages with the cursor', async () => {
    const w = word();
    for (let i = 0; i < 5; i++) await createTestRecipe(t.db, { title: `${w} recipe ${i}`, publishedAt: new Date(Date.now() - i * DAY) });
    await createTestPost(t.db, { title: `${w} post` });
    expect((await find(w, { type: 'recipe' })).results.every((r) => r.type === 'recipe')).toBe(true);
    const first = await find(w, { type: 'recipe', limit: 2 });
    expect(first.results.map((r) => r.title)).toEqual([`${w} recipe 0`, `${w} recipe 1`]);
    expect(first.nextCursor).toBe('2');
    const second = await find(w, { type: 'recipe', limit: 2, cursor: first.nextCursor! });
    expect(second.results.map((r) => r.title)).toEqual([`${w} recipe 2`, `${w} recipe 3`]);
    const last = await find(w, { type: 'recipe', limit: 2, cursor: second.nextCursor! });
    expect(last.results.map((r) => r.title)).toEqual([`${w} recipe 4`]);
    expect(last.nextCursor).toBeNull();
  });
});

describe('search: typos', () => {
  /** `w` with its last letter changed: close to it, and in no title. */
  const misspelt = (w: string) => `${w.slice(0, -1)}${w.endsWith('z') ? 'y' : 'z'}`;

  it('searches for the title word closest to a word no title has, when the words as typed find nothing', async () => {
    const w = word();
    const recipe = await createTestRecipe(t.db, { title: `Chewy ${w} cookies`, description: 'Crisp at the edges & soft inside.' });
    const draft = await createTestPost(t.db, { title: `Draft ${w} special`, status: 'draft', publishedAt: null });
    const page = await find(misspelt(w));
    expect(page.results.map((r) => r.id)).toEqual([recipe.id]);
    expect(page.results[0]!.snippet).toMatch(/^Crisp at the edges &#38; soft inside\./);
    // One page, and never what a visitor may not read.
    expect(page.nextCursor).toBeNull();
    expect(page.results.map((r) => [r.type, r.id])).not.toContainEqual(['blog_post', draft.id]);
    // A word close to nothing is left out; the type filter still applies.
    expect((await find(`${misspelt(w)} qqqqqqqqqq`)).results.map((r) => r.id)).toEqual([recipe.id]);
    expect((await find(misspelt(w), { type: 'perk' })).results).toEqual([]);
    // A word spelt as a title has it is searched as typed.
    const post = await createTestPost(t.db, { title: `Notes on ${misspelt(w)}` });
    expect((await find(misspelt(w))).results.map((r) => [r.type, r.id])).toEqual([['blog_post', post.id]]);
  });

  it('finds any of several words that are never together, and keeps excluded words excluded', async () => {
    const [w1, w2] = [word(), word()];
    const first = await createTestRecipe(t.db, { title: `Chewy ${w1} cookies`, publishedAt: new Date(Date.now() - DAY) });
    const second = await createTestRecipe(t.db, { title: `Golden ${w2} slice` });
    expect((await find(`${w1} ${w2}`)).results.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await find(`${misspelt(w1)} -chewy`)).results).toEqual([]);
    expect((await find(`${misspelt(w1)} -"golden"`)).results.map((r) => r.id)).toEqual([first.id]);
  });

  it('reads the words of a query as web search does', () => {
    expect(queryWords('cokies -"sweet potato" or -chewy "oat bars" OR well-being')).toEqual({
      wanted: 'cokies oat bars well being',
      excluded: ['sweet', 'potato', 'chewy'],
    });
  });
});

describe('search: only what visitors may read', () => {
  it('never finds drafts, posts scheduled for later, or expired perks; finds them when they go live', async () => {
    const w = word();
    const draft = await createTestPost(t.db, { title: `${w} draft`, status: 'draft', publishedAt: null });
    const scheduled = await createTestPost(t.db, { title: `${w} scheduled`, publishedAt: new Date(Date.now() + DAY) });
    await createTestPerk(t.db, { title: `${w} expired`, expiryDate: new Date(Date.now() - DAY) });
    const current = await createTestPerk(t.db, { title: `${w} current`, expiryDate: new Date(Date.now() + DAY) });
    expect((await find(w)).results.map((r) => [r.type, r.id])).toEqual([['perk', current.id]]);
    await t.db
      .update(blogPosts)
      .set({ status: 'published', publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, draft.id));
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    expect((await find(w)).results.map((r) => r.id).sort()).toEqual([current.id, draft.id, scheduled.id].sort());
  });

  it('finds a members-only resource by title, with a snippet from its public description only', async () => {
    const w = word();
    // Like no title's word: a misspelt word would be searched as the title word closest to it.
    const secret = 'hushhushmembersxyzzy';
    const resource = await createTestResource(t.db, {
      title: `${w} feeding chart`,
      description: 'A printable chart for the first weeks.',
      body: `Members read this: ${secret} and ${w}.`,
      membersOnly: true,
      fileName: 'chart.pdf',
    });
    const page = await find(w);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ type: 'resource', id: resource.id, url: `/resources/id/${resource.id}` });
    expect(JSON.stringify(page)).not.toContain(secret);
    expect(JSON.stringify(page)).not.toContain('chart.pdf');
    expect((await find(secret)).results).toEqual([]);
    // A resource anyone may read is found by its body too.
    const open = await createTestResource(t.db, { title: 'Open one', body: `Everyone reads ${secret}.`, membersOnly: false });
    expect((await find(secret)).results.map((r) => r.id)).toEqual([open.id]);
  });

  it('never finds a deleted thread, nor a perk by its code', async () => {
    const w = word();
    const { row } = await thread({ title: `${w} thread` });
    await createTestPerk(t.db, { title: 'Brand perk', redemptionCode: `CODE${w}` });
    expect((await find(w)).results).toHaveLength(1);
    await t.db.delete(forumThreads).where(eq(forumThreads.id, row.id));
    expect((await find(w)).results).toEqual([]);
    expect((await find(`CODE${w}`)).results).toEqual([]);
  });
});

describe('search: at once', () => {
  it('finds new and edited content in the next search, and forgets the old words', async () => {
    const w = word();
    const v = word();
    const recipe = await createTestRecipe(t.db, { title: `${w} pancakes` });
    expect((await find(w)).results.map((r) => r.id)).toEqual([recipe.id]);
    await t.db
      .update(recipes)
      .set({ title: `${v} pancakes` })
      .where(eq(recipes.id, recipe.id));
    expect((await find(w)).results).toEqual([]);
    expect((await find(v)).results.map((r) => r.title)).toEqual([`${v} pancakes`]);
    const { author, row } = await thread();
    await t.db.insert(forumReplies).values({ threadId: row.id, authorId: author.id, content: `new ${w} reply` });
    expect((await find(w)).results.map((r) => r.id)).toEqual([row.id]);
    await t.db.delete(forumReplies).where(eq(forumReplies.threadId, row.id));
    expect((await find(w)).results).toEqual([]);
  });
});

describe('search: replies', () => {
  /** `count` words no other reply has, each as long as the next: `count` lexemes, the same length for every `n`. */
  const replyText = (w: string, n: number, count = 250) =>
    Array.from({ length: count }, (_, i) => `${w}r${n.toString(36).padStart(2, '0')}x${i.toString(36).padStart(2, '0')}`).join(' ');

  /**
   * What `write` had the search tables write: the rows (new versions, by their transaction id), the
   * characters of text and the lexemes they hold. What PostgreSQL stores and indexes for them.
   */
  async function searchWrites(write: () => Promise<unknown>) {
    const [mark] = await rawRows<{ xid: string }>(t.db, sql`select (pg_current_xact_id()::text::bigint % 4294967296)::text as xid`);
    await write();
    const [written] = await rawRows<{ rows: number; characters: number; lexemes: number }>(
      t.db,
      sql`select count(*)::int as rows, coalesce(sum(char_length(body)), 0)::int as characters,
                 coalesce(sum(length(search)), 0)::int as lexemes
          from (select body, search, xmin from search_documents union all select body, search, xmin from search_replies) as rows
          where xmin::text::bigint > ${mark!.xid}::bigint`,
    );
    return written!;
  }

  it("costs the 21st reply of a long thread what the first cost: the reply's row and its thread's date", async () => {
    const w = word();
    const { author, row } = await thread({ title: `${w} long thread`, content: 'Tell me everything.' });
    const { caller } = await callerFor(t.db, author);
    const reply = (n: number) => caller.community.replies.create({ threadId: row.id, content: replyText(w, n) });
    const first = await searchWrites(() => reply(0));
    for (let n = 1; n < 20; n++) await reply(n);
    const last = await searchWrites(() => reply(20));
    // Nothing of the 20 replies before it is read again or written again.
    expect(last).toEqual(first);
    expect(first.rows).toBe(2);
    // A view, a pin or a counter writes nothing; a bump of the last activity only the thread's row.
    expect(
      await searchWrites(() => t.db.update(forumThreads).set({ viewCount: 9, pinned: true }).where(eq(forumThreads.id, row.id))),
    ).toEqual({
      rows: 0,
      characters: 0,
      lexemes: 0,
    });
    const bumped = await searchWrites(() =>
      t.db.update(forumThreads).set({ lastActivityAt: new Date() }).where(eq(forumThreads.id, row.id)),
    );
    expect(bumped).toMatchObject({ rows: 1, characters: 'Tell me everything.'.length });
    // Every reply still finds the thread.
    expect((await find(`${w}r00x00`)).results.map((r) => r.id)).toEqual([row.id]);
    expect((await find(`${w}r0kx2a`)).results.map((r) => r.id)).toEqual([row.id]);
  });

  it('finds a thread once, by its newest matching reply: its snippet and its time', async () => {
    const w = word();
    const { author, row } = await thread({ title: 'Settling tips', content: 'What works for you?' });
    const older = await createTestReply(t.db, {
      threadId: row.id,
      authorId: author.id,
      content: `An older word: ${w}.`,
      createdAt: new Date(Date.now() - 3 * DAY),
    });
    const newer = await createTestReply(t.db, {
      threadId: row.id,
      authorId: author.id,
      content: `The **newest** ${w} of all.`,
      createdAt: new Date(Date.now() - DAY),
    });
    await createTestReply(t.db, { threadId: row.id, authorId: author.id, content: 'Newer still, without the word.' });
    const { results } = await find(w);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ type: 'thread', id: row.id, title: 'Settling tips', url: `/community/thread/${row.id}` });
    expect(results[0]!.snippet).toBe(`The newest <mark>${w}</mark> of all`);
    expect(Date.parse(results[0]!.date)).toBe(newer.createdAt.getTime());
    // Its words gone, the older reply is the match.
    await t.db.update(forumReplies).set({ content: 'Edited away.' }).where(eq(forumReplies.id, newer.id));
    const [edited] = (await find(w)).results;
    expect(edited!.snippet).toContain(`<mark>${w}</mark>`);
    expect(Date.parse(edited!.date)).toBe(older.createdAt.getTime());
    expect((await find(w, { type: 'thread' })).results.map((r) => r.id)).toEqual([row.id]);
    expect((await find(w, { type: 'recipe' })).results).toEqual([]);
  });

  it('shows a thread whose own words match by its own row, however many of its replies match too', async () => {
    const w = word();
    const { author, row } = await thread({ title: `${w} at bedtime`, content: `Our ${w} story.` });
    for (let i = 0; i < 3; i++) await createTestReply(t.db, { threadId: row.id, authorId: author.id, content: `Same ${w} here (${i}).` });
    const [only, ...rest] = (await find(w)).results;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ type: 'thread', id: row.id, snippet: `Our <mark>${w}</mark> story` });
  });

  it('pages through documents and threads found by their replies newest first, each once', async () => {
    const w = word();
    const expected: string[] = [];
    // Newest first: a post, a thread by its reply, a post, … ten of each, a minute apart.
    for (let i = 0; i < 20; i++) {
      const at = new Date(Date.now() - DAY - i * 60_000);
      if (i % 2 === 0) {
        const post = await createTestPost(t.db, { title: `Post ${i}`, body: `About ${w}.`, publishedAt: at });
        expected.push(`blog_post:${post.id}`);
      } else {
        const { author, row } = await thread({ title: `Thread ${i}` });
        await createTestReply(t.db, { threadId: row.id, authorId: author.id, content: `Me too ${w}.`, createdAt: at });
        await createTestReply(t.db, {
          threadId: row.id,
          authorId: author.id,
          content: `And ${w} again.`,
          createdAt: new Date(at.getTime() - 1000),
        });
        expected.push(`thread:${row.id}`);
      }
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await find(w, { limit: 3, cursor });
      seen.push(...page.results.map((r) => `${r.type}:${r.id}`));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});

describe('search: storage', () => {
  it("keeps a long document's vector in its row: matching it never reads the TOAST table", async () => {
    const toastBytes = async () => {
      const [row] = await rawRows<{ bytes: string | number }>(
        t.db,
        sql`select pg_relation_size(reltoastrelid) as bytes from pg_class where oid = 'search_documents'::regclass`,
      );
      return Number(row!.bytes);
    };
    const before = await toastBytes();
    const w = word();
    // ~200 distinct words: a vector of ~3 kB and a row over the default 2 kB TOAST threshold.
    const body = Array.from({ length: 200 }, (_, i) => `${w}x${i.toString(36)}`).join(' ');
    const post = await createTestPost(t.db, { title: `${w} long read`, body });
    expect(await toastBytes()).toBe(before);
    expect((await find(`${w}x5k`)).results.map((r) => r.id)).toEqual([post.id]);
  });
});

describe('search: snippets', () => {
  it('are plain text with <mark> around matches: Markdown stripped, markup in the source escaped', async () => {
    const w = word();
    await createTestPost(t.db, {
      title: 'Snippet test',
      description: '',
      body: `## Heading\n\nUse **${w}** when a < b & c, with [a link](https://example.com/x) and <script>alert(1)</script>.`,
    });
    const [result] = (await find(w)).results;
    expect(result!.snippet).toContain(`<mark>${w}</mark>`);
    expect(result!.snippet).not.toContain('**');
    expect(result!.snippet).not.toContain('https://example.com');
    expect(result!.snippet).not.toContain('##');
    expect(result!.snippet.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/<|>/);
    expect(result!.snippet).toContain('a &#60; b &#38; c');
  });

  it('show the words around the match, with … where the text goes on before or after them', async () => {
    const w = word();
    const filler = (from: number) => Array.from({ length: 40 }, (_, i) => `filler${from + i}`).join(' ');
    await createTestPost(t.db, { title: 'Long snippet test', description: '', body: `${filler(0)} the ${w} here ${filler(100)}` });
    await createTestPost(t.db, { title: 'Short snippet test', description: '', body: `All of it: ${w} and no more.` });
    const { results } = await find(w);
    const long = results.find((result) => result.title === 'Long snippet test');
    const short = results.find((result) => result.title === 'Short snippet test');
    // Words before the match as well as after it, not a snippet that starts at the match.
    expect(long!.snippet).toMatch(new RegExp(`^… (filler\\d+ )+the <mark>${w}</mark> here( filler\\d+)+ …$`));
    expect(short!.snippet).toMatch(new RegExp(`^All of it: <mark>${w}</mark> and no more\\.?$`));
  });
});

describe('search: hostile input', () => {
  it('refuses a blank query with the rule, and bad types, limits and cursors', async () => {
    expect(await refusal(find('   '))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { q: SEARCH_TEXT.queryRequired } });
    const { caller } = await callerFor(t.db);
    expect(await refusal(caller.search.find({ q: 'x', type: 'users' as never }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.search.find({ q: 'x', cursor: 'abc' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.search.find({ q: 'x', cursor: '99999' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.search.find({ q: 'x', limit: 500 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers every other query over REST with 200 or a 4xx, never a 5xx', async () => {
    const w = word();
    await createTestRecipe(t.db, { title: `${w} fritters` });
    const app = testApp(t.db);
    const queries = [
      `"${w}`,
      `${w}"`,
      `-${w}`,
      `${w} or`,
      'or',
      'and & | ! ( ) : * <->',
      "'; drop table recipes; --",
      `${w}:*`,
      '\\',
      '😀🍼',
      'x'.repeat(SEARCH_QUERY_MAX_LENGTH),
      'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1),
      'a\u0000b',
      'the',
      'a',
      '((((',
      '!!!',
      `${w} 😀`,
      '<script>',
      '%',
      '_',
    ];
    for (const q of queries) {
      const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q.slice(0, 40)).toBeLessThan(500);
      const body = await response.json();
      if (response.status === 200) expect(Array.isArray(body.results)).toBe(true);
      else expect(typeof body.error).toBe('string');
    }
    expect((await app.request('/api/search?q=')).status).toBe(400);
    expect((await app.request('/api/search')).status).toBe(400);
    expect((await app.request('/api/search?q=%20%20')).status).toBe(400);
    const found = await app.request(`/api/search?q=${w}&type=recipe&limit=5&type=`);
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(body).toEqual({
      results: [expect.objectContaining({ type: 'recipe', title: `${w} fritters`, snippet: expect.any(String), image: null })],
      nextCursor: null,
    });
    expect(Object.keys(body.results[0]).sort()).toEqual(['date', 'id', 'image', 'snippet', 'title', 'type', 'url']);
  });
});

describe('search: limits', () => {
  it('refuses a query longer than the search box takes, over tRPC and REST', async () => {
    const w = word();
    const recipe = await createTestRecipe(t.db, { title: `${w} slice` });
    const longest = `${'x'.repeat(SEARCH_QUERY_MAX_LENGTH - w.length - 1)} ${w}`;
    // Searched whole: its last word is the title's.
    expect((await find(longest)).results.map((r) => r.id)).toEqual([recipe.id]);
    expect(await refusal(find(`${longest}x`))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { q: SEARCH_TEXT.queryTooLong } });
    const response = await testApp(t.db).request(`/api/search?q=${encodeURIComponent(`${longest}x`)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `q: ${SEARCH_TEXT.queryTooLong}` });
  });

  it('limits the searches from one address, from configuration: 429 with Retry-After over REST and tRPC', async () => {
    expect(DEFAULT_RATE_LIMITS.searchPerAddress).toEqual({ attempts: 60, windowSeconds: 60 });
    const { rateLimits } = parseEnv({ RATE_LIMIT_SEARCH_PER_ADDRESS: '3/1m' });
    expect(rateLimits.searchPerAddress).toEqual({ attempts: 3, windowSeconds: 60 });
    const app = testApp(t.db, { rateLimiter: createMemoryRateLimiter(rateLimits), trustProxy: true });
    const from = (address: string, path: string) => app.request(path, { headers: { 'x-forwarded-for': address } });
    const rest = '/api/search?q=sleep';
    const trpc = `/trpc/search.find?input=${encodeURIComponent(JSON.stringify({ json: { q: 'sleep' } }))}`;
    // REST and tRPC count together: three searches, then the fourth is refused on either.
    expect([
      (await from('203.0.113.7', rest)).status,
      (await from('203.0.113.7', trpc)).status,
      (await from('203.0.113.7', rest)).status,
    ]).toEqual([200, 200, 200]);
    const refused = await from('203.0.113.7', rest);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: SEARCH_TEXT.tooManySearches });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const refusedTrpc = await from('203.0.113.7', trpc);
    expect(refusedTrpc.status).toBe(429);
    expect(JSON.stringify(await refusedTrpc.json())).toContain(SEARCH_TEXT.tooManySearches);
    expect(Number(refusedTrpc.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address searches on.
    expect((await from('203.0.113.8', rest)).status).toBe(200);
  });
});
