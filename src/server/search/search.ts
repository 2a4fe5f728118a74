import { and, asc, type Column, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCH_LIMITS, SNIPPET_MARK } from '../../shared/constants/search';
import type { SearchPageDto, SearchQuery, SearchResultDto } from '../../shared/schemas/search';
import { type Db, rawRows } from '../db/client';
import { searchDocuments, searchReplies, searchWords } from '../db/schema';

/** Snippet highlight sentinels (private-use characters the documents never keep). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
/**
 * One fragment of the text around its best match (MaxFragments): words before the match as well as
 * after it. Without it, ts_headline starts the snippet at the first match ('sleep is changing to be
 * more like ours'), mid-sentence and with nothing to place it.
 */
const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxFragments=1, MaxWords=24, MinWords=12, ShortWord=2`;
/** Snippets are cut from the start of a document's text: ts_headline reads every word it is given. */
const SNIPPET_SOURCE_LENGTH = 1000;

const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** The shortest last word that is matched as a prefix ('sl' is too short to mean anything). */
const PREFIX_MIN_LENGTH = 2;

/**
 * The query as PostgreSQL's tsquery: the words as typed (web-search syntax: "quoted phrases",
 * `or`, `-word`, stemmed in English), or, when the query ends mid-word, the same with its last word
 * as a prefix (type-ahead: 'slee' finds 'sleep'). Any text is safe here: websearch_to_tsquery never
 * fails, and the prefix part is built only from letters and digits.
 */
export function searchTsquery(text: string): SQL {
  const whole = sql`websearch_to_tsquery('english'::regconfig, ${text})`;
  const last = /[\p{L}\p{N}]+$/u.exec(text);
  if (!last || last[0].length < PREFIX_MIN_LENGTH) return whole;
  const head = text.slice(0, last.index);
  // A negated or quoted last word ('-colic', '"sleep') stays as typed.
  if (/["-]$/.test(head)) return whole;
  const prefix = sql`to_tsquery('english'::regconfig, ${`${last[0]}:*`})`;
  // One word has no head: websearch_to_tsquery('') is an empty query (the same tsquery either way)
  // and a notice, sent to the client for each of the statement's seven copies of the query.
  if (!WORD_CHARACTER.test(head)) return sql`(${whole} || ${prefix})`;
  return sql`(${whole} || (websearch_to_tsquery('english'::regconfig, ${head}) && ${prefix}))`;
}

/**
 * The headline with '…' where the text it was cut from goes on before or after it: a fragment from
 * the middle of a post reads as one. `source` is the text the headline was cut from, `more` whether
 * the document goes on past it.
 */
export function withEllipses(headline: string, source: string, more: boolean): string {
  const plain = headline.replaceAll(OPEN, '').replaceAll(CLOSE, '');
  const at = source.indexOf(plain);
  if (!plain || at < 0) return headline;
  // Words, not the full stop ts_headline leaves off the end.
  const before = WORD_CHARACTER.test(source.slice(0, at));
  const after = more || WORD_CHARACTER.test(source.slice(at + plain.length));
  return `${before ? '… ' : ''}${headline}${after ? ' …' : ''}`;
}

/** Everything but the marks escaped, the marks made <mark>: the snippet is plain text plus marks. */
export function snippetHtml(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replaceAll(OPEN, SNIPPET_MARK.open)
    .replaceAll(CLOSE, SNIPPET_MARK.close);
}

/**
 * How many title matches are ranked: the newest this many. A word in half the site's titles would
 * otherwise have tens of thousands ranked on every keystroke (bench/search.ts).
 */
export const TITLE_CANDIDATES = 100;

/**
 * For the planner only (the match is asked again, so it changes no result): a query with a phrase
 * ('"sweet potato"', `<->` in the tsquery) is matched twice. PostgreSQL estimates a phrase as the
 * AND of its words, but two common words are far more often both in a document than side by side
 * ('sweet' and 'potato': 10 % of bench:search's documents, the phrase 0.1 %); counted twice, the
 * phrase's share comes out nearer the truth, and the planner takes the GIN index instead of walking
 * the newest documents until enough match (all 100,000 of them). A phrase of words found almost
 * everywhere ('"baby sleep"') is still walked, rightly. The test is folded to true or false when
 * the statement is planned (the tsquery is a constant by then), so other queries are planned as
 * before.
 */
const phraseRarer = (vector: Column, query: SQL) => sql`(position('<' in (${query})::text) = 0 or ${vector} @@ ${query})`;

/** Found by anyone right now: not a draft, not scheduled for later, not expired (database clock). */
const visibleNow = (d: { visibleFrom: Column; visibleUntil: Column }) =>
  and(lte(d.visibleFrom, sql`now()`), or(isNull(d.visibleUntil), gt(d.visibleUntil, sql`now()`)))!;

/**
 * The newest first, ties on date broken as the recency indexes order them (walked backwards): the
 * same documents whichever way the planner finds them, so one page never overlaps the next.
 */
const newestFirst = [desc(searchDocuments.date), desc(searchDocuments.type), desc(searchDocuments.id)];

/** A result, and the reply it was found by (a thread whose own words don't match). */
type Key = { type: SearchResultDto['type']; id: number; reply?: number | null };

/** A thread's row again, beside a reply's: its visibility, and whether it matches on its own. */
const threadOfReply = alias(searchDocuments, 'thread_of_reply');
/** Another reply of the same thread: a thread is found once, by its newest matching reply. */
const newerReply = alias(searchReplies, 'newer_reply');

/**
 * One ranked search over blog posts, recipes, resources, perks and forum threads
 * (search_documents and search_replies, kept by triggers). Found: documents whose words (title,
 * lead text, body; stemmed) match, and threads with a reply whose words match. Order: those whose
 * title matches first (the newest TITLE_CANDIDATES of them), the more of the query in the title the
 * higher, then every other match, newest first (a thread found by a reply: by that reply's time,
 * with its snippet).
 * Paged by offset (the cursor), up to SEARCH_LIMITS.maxOffset. When the words find nothing, a
 * page for the words it was probably meant to be (correctedQuery).
 */
export async function search(db: Db, input: SearchQuery): Promise<SearchPageDto> {
  const found = await rankedPage(db, searchTsquery(input.q), input);
  if (found.results.length > 0 || input.cursor) return found;
  const corrected = await correctedQuery(db, input.q);
  if (!corrected) return found;
  // One page: nothing said which words were changed, and the next page would be asked as typed.
  return { results: (await rankedPage(db, corrected, input)).results, nextCursor: null };
}

/**
 * Three short statements rather than one ranking every match: title matches are few (a title's
 * vector is a few words, with an index of its own), and the rest is read in date order only as
 * far as the page goes, so a query whose words are in thousands of documents reads a few hundred
 * ('swimming lessons' at bench:search's 100,000 documents: 21 ms as one statement ranking the
 * newest 300 matches). Snippets are cut for the page's rows alone.
 */
async function rankedPage(db: Db, query: SQL, input: SearchQuery): Promise<SearchPageDto> {
  const offset = input.cursor ?? 0;
  const wanted = input.limit + 1;
  const d = searchDocuments;
  const ofType = input.type ? eq(d.type, input.type) : undefined;
  const titleMatches = sql`${d.titleSearch} @@ ${query}`;

  const newestTitles = db
    .select({ type: d.type, id: d.id, date: d.date, rank: sql<number>`ts_rank(${d.titleSearch}, ${query})`.as('rank') })
    .from(d)
    .where(and(titleMatches, visibleNow(d), ofType))
    .orderBy(...newestFirst)
    .limit(TITLE_CANDIDATES)
    .as('newest_titles');
  const titleHits = await db
    .select({
      type: newestTitles.type,
      id: newestTitles.id,
      oldest: sql<boolean>`row_number() over (order by ${newestTitles.date} desc, ${newestTitles.type} desc, ${newestTitles.id} desc) = ${TITLE_CANDIDATES}`,
    })
    .from(newestTitles)
    .orderBy(desc(newestTitles.rank), desc(newestTitles.date), asc(newestTitles.type), asc(newestTitles.id));

  const page: Key[] = titleHits.slice(offset, offset + wanted);
  if (page.length < wanted) {
    // Title matches older than the ranked ones are ordinary matches.
    const oldest = titleHits.find((hit) => hit.oldest);
    const notRanked = oldest
      ? sql`(not ${titleMatches} or (${d.date}, ${d.type}, ${d.id}) < (select date, type, id from ${d} where type = ${oldest.type} and id = ${oldest.id}))`
      : sql`not ${titleMatches}`;
    const skip = Math.max(0, offset - titleHits.length);
    const take = wanted - page.length;
    const documents = db
      .select({ type: d.type, id: d.id, date: d.date, reply: sql<number | null>`null::integer`.as('reply') })
      .from(d)
      .where(and(sql`${d.search} @@ ${query}`, phraseRarer(d.search, query), notRanked, visibleNow(d), ofType))
      .orderBy(...newestFirst);
    page.push(
      ...(!input.type || input.type === 'thread'
        ? await withReplyMatches(db, query, documents, skip, take)
        : await documents.offset(skip).limit(take)),
    );
  }
  if (page.length === 0) return { results: [], nextCursor: null };

  const shown = page.slice(0, input.limit);
  const r = searchReplies;
  const replies = shown.flatMap((key) => (key.reply ? [key.reply] : []));
  // A thread found by a reply: the snippet from that reply, and its time.
  const text = sql`coalesce(${r.body}, ${d.body})`;
  const rows = await db
    .select({
      type: d.type,
      id: d.id,
      title: d.title,
      path: d.path,
      image: d.image,
      date: sql<Date | string>`coalesce(${r.date}, ${d.date})`,
      headline: sql<string>`ts_headline('english'::regconfig, left(${text}, ${SNIPPET_SOURCE_LENGTH}), ${query}, ${HEADLINE_OPTIONS})`,
      source: sql<string>`left(${text}, ${SNIPPET_SOURCE_LENGTH})`,
      cutShort: sql<boolean>`char_length(${text}) > ${SNIPPET_SOURCE_LENGTH}`,
    })
    .from(d)
    .leftJoin(r, and(eq(d.type, 'thread'), eq(r.threadId, d.id), replies.length > 0 ? inArray(r.id, replies) : sql`false`))
    .where(
      and(
        sql`(${d.type}, ${d.id}) in (${sql.join(
          shown.map((key) => sql`(${key.type}, ${key.id}::integer)`),
          sql`, `,
        )})`,
        // Asked again: a document unpublished since the statements above is not shown.
        visibleNow(d),
      ),
    );
  const byKey = new Map(rows.map((row) => [`${row.type}:${row.id}`, row]));
  const results = shown.flatMap((key) => {
    const row = byKey.get(`${key.type}:${key.id}`);
    return row ? [toResult(row)] : [];
  });
  const next = offset + input.limit;
  return { results, nextCursor: page.length > input.limit && next <= SEARCH_LIMITS.maxOffset ? String(next) : null };
}

/**
 * The documents' other matches (newest first, `documents`) merged with the threads found by a
 * reply alone, newest first by that reply: each thread once, at its newest matching reply, and
 * only when its own row doesn't match (then the row stands for it). Both are walked only as far
 * as the page goes (skip + take each, through their recency indexes or their GIN indexes, as the
 * planner picks), then merged in one order, so pages never overlap.
 */
async function withReplyMatches(db: Db, query: SQL, documents: SQLWrapper, skip: number, take: number) {
  const r = searchReplies;
  const t = threadOfReply;
  const threadsByReply = db
    .select({ type: sql<'thread'>`'thread'`.as('type'), id: r.threadId, date: r.date, reply: r.id })
    .from(r)
    .innerJoin(t, and(eq(t.type, 'thread'), eq(t.id, r.threadId)))
    .where(
      and(
        sql`${r.search} @@ ${query}`,
        phraseRarer(r.search, query),
        sql`not ${t.search} @@ ${query}`,
        visibleNow(t),
        sql`not exists (select from ${searchReplies} ${newerReply} where ${newerReply.threadId} = ${r.threadId}
              and (${newerReply.date}, ${newerReply.id}) > (${r.date}, ${r.id}) and ${newerReply.search} @@ ${query})`,
      ),
    )
    .orderBy(desc(r.date), desc(r.threadId), desc(r.id))
    .limit(skip + take);
  return rawRows<Key>(
    db,
    sql`select type, id, reply from ((${documents} limit ${skip + take}) union all (${threadsByReply})) as matches
        order by date desc, type desc, id desc offset ${skip} limit ${take}`,
  );
}

function toResult(row: {
  type: SearchResultDto['type'];
  id: number;
  title: string;
  path: string;
  image: string | null;
  date: Date | string;
  headline: string;
  source: string;
  cutShort: boolean;
}): SearchResultDto {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    url: row.path,
    snippet: snippetHtml(withEllipses(row.headline, row.source, row.cutShort)),
    image: row.image,
    date: new Date(row.date).toISOString(),
  };
}

/**
 * The query as web search reads it, split into the words it asks for and those it excludes
 * (`-word`, `-"a phrase"`); quotes and `or` are dropped (a corrected query is any of its words).
 */
export function queryWords(raw: string): { wanted: string; excluded: string[] } {
  const wanted: string[] = [];
  const excluded: string[] = [];
  let excluding = false;
  for (const token of raw.split(/\s+/)) {
    const negated = excluding || token.startsWith('-');
    if (!excluding && token.startsWith('-"')) excluding = !token.slice(2).includes('"');
    else if (excluding && token.includes('"')) excluding = false;
    const words = [...token.matchAll(WORD)].map((m) => m[0]).filter((w) => w.toLowerCase() !== 'or');
    (negated ? excluded : wanted).push(...words);
  }
  return { wanted: wanted.join(' '), excluded };
}

/**
 * How alike a word and a title word must be for one to stand for the other (pg_trgm's similarity:
 * shared trigrams over all trigrams). 'cokies' and 'cookies' are 0.67, 'toddlr' and 'toddler' 0.5;
 * pg_trgm's own 0.3 also took 'mun' for 'mum' and a word for any word that holds it.
 */
const TYPO_SIMILARITY = 0.4;

/**
 * Typo tolerance: the query's wanted words, each as it is if a title has it, else the title word
 * closest to it (trigram similarity among search_words, drizzle/0026: 'cokies' becomes
 * 'cookies'), else left out; any of them found (a query of several words that were all spelt
 * right but are never together finds what has some of them). Excluded words stay excluded. Null
 * when no word is left. Words that do match together are never second-guessed: this runs only
 * when the query as typed finds nothing.
 */
async function correctedQuery(db: Db, raw: string): Promise<SQL | null> {
  const { wanted, excluded } = queryWords(raw);
  const rows = await rawRows<{ word: string | null }>(
    db,
    sql`select coalesce(
          (select w.word from ${searchWords} w where w.word = typed.word),
          (select w.word from ${searchWords} w where w.word % typed.word and similarity(w.word, typed.word) >= ${TYPO_SIMILARITY}
           order by similarity(w.word, typed.word) desc, w.word limit 1)
        ) as word
        from search_words_of(${wanted}) as typed(word)`,
  );
  const words = rows.flatMap((row) => (row.word ? [row.word] : []));
  if (words.length === 0) return null;
  const anyOf = sql`websearch_to_tsquery('english'::regconfig, ${words.join(' or ')})`;
  if (excluded.length === 0) return anyOf;
  return sql`(${anyOf} && !!websearch_to_tsquery('english'::regconfig, ${excluded.join(' or ')}))`;
}
