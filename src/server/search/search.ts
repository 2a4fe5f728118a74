import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, SNIPPET_MARK } from '../../shared/constants/search';
import type { SearchPageDto, SearchQuery, SearchResultDto } from '../../shared/schemas/search';
import type { Db } from '../db/client';
import { searchDocuments } from '../db/schema';

/** Snippet highlight sentinels (private-use characters the documents never keep). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=30, MinWords=12, ShortWord=2`;
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
export function searchTsquery(raw: string): SQL {
  const text = raw.slice(0, SEARCH_LIMITS.usedLength);
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

/** Everything but the marks escaped, the marks made <mark>: the snippet is plain text plus marks. */
export function snippetHtml(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replaceAll(OPEN, SNIPPET_MARK.open)
    .replaceAll(CLOSE, SNIPPET_MARK.close);
}

/**
 * How many of the newest matches are ranked; paging ends there. A word found in half the site
 * would otherwise have tens of thousands of documents ranked on every keystroke (bench/search.ts).
 */
export const SEARCH_CANDIDATES = 300;

/**
 * For the planner only (the match is asked again, so it changes no result): a query with a phrase
 * ('"sweet potato"', `<->` in the tsquery) is matched twice. PostgreSQL estimates a phrase as the
 * AND of its words, but two common words are far more often both in a document than side by side
 * ('sweet' and 'potato': 10 % of bench:search's documents, the phrase 0.1 %); counted twice, the
 * phrase's share comes out nearer the truth, and the planner takes the GIN index instead of walking
 * the newest documents until 300 match (all 100,000 of them: 175 ms against 25 ms). A phrase of
 * words found almost everywhere ('"baby sleep"') is still walked, rightly. The test is folded to
 * true or false when the statement is planned (the tsquery is a constant by then), so other queries
 * are planned as before.
 */
const phraseRarer = (query: SQL) => sql`(position('<' in (${query})::text) = 0 or ${searchDocuments.search} @@ ${query})`;

/** Found by anyone right now: not a draft, not scheduled for later, not expired (database clock). */
const visibleNow = and(
  lte(searchDocuments.visibleFrom, sql`now()`),
  or(isNull(searchDocuments.visibleUntil), gt(searchDocuments.visibleUntil, sql`now()`)),
)!;

/**
 * One ranked search over blog posts, recipes, resources, perks and forum threads
 * (search_documents, kept by triggers). Found: documents whose words (title, lead text, body,
 * replies; stemmed) match. Order: those whose title matches first, the more of the query in the
 * title the higher, then the newest; among the newest SEARCH_CANDIDATES matches. Ranking by the
 * whole document's vector cost about 0.2 ms a document (bench/search.ts), too much for type-ahead.
 * Paged by offset (the cursor).
 */
export async function search(db: Db, input: SearchQuery): Promise<SearchPageDto> {
  const query = searchTsquery(input.q);
  const offset = input.cursor ?? 0;
  const d = searchDocuments;
  const candidates = db
    .select({
      type: d.type,
      id: d.id,
      title: d.title,
      path: d.path,
      image: d.image,
      body: d.body,
      date: d.date,
      search: d.search,
      titleSearch: d.titleSearch,
    })
    .from(d)
    .where(and(sql`${d.search} @@ ${query}`, phraseRarer(query), visibleNow, input.type ? eq(d.type, input.type) : undefined))
    // Ties on date broken as the recency indexes order them (walked backwards): the same newest
    // matches whichever way the planner finds them (a GIN scan sorted by date alone took any of
    // the tied ones, and a page could differ from the next one's).
    .orderBy(desc(d.date), desc(d.type), desc(d.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const c = candidates;
  const ranked = db
    .select({
      type: c.type,
      id: c.id,
      title: c.title,
      path: c.path,
      image: c.image,
      body: c.body,
      date: c.date,
      titleHit: sql<boolean>`${c.titleSearch} @@ ${query}`.as('title_hit'),
      rank: sql<number>`ts_rank(${c.titleSearch}, ${query})`.as('rank'),
    })
    .from(c)
    .orderBy(desc(sql`title_hit`), desc(sql`rank`), desc(c.date), asc(c.type), asc(c.id))
    .limit(input.limit + 1)
    .offset(offset)
    .as('ranked');
  // The snippet is cut only for the page's rows, after ranking.
  const rows = await db
    .select({
      type: ranked.type,
      id: ranked.id,
      title: ranked.title,
      path: ranked.path,
      image: ranked.image,
      date: ranked.date,
      headline: sql<string>`ts_headline('english'::regconfig, left(${ranked.body}, ${SNIPPET_SOURCE_LENGTH}), ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(ranked)
    .orderBy(desc(ranked.titleHit), desc(ranked.rank), desc(ranked.date), asc(ranked.type), asc(ranked.id));

  if (rows.length === 0 && offset === 0) return { results: await similarTitles(db, input), nextCursor: null };
  const more = rows.length > input.limit;
  const results = rows.slice(0, input.limit).map(toResult);
  const next = offset + input.limit;
  return { results, nextCursor: more && next < SEARCH_CANDIDATES ? String(next) : null };
}

function toResult(row: {
  type: SearchResultDto['type'];
  id: number;
  title: string;
  path: string;
  image: string | null;
  date: Date | string;
  headline: string;
}): SearchResultDto {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    url: row.path,
    snippet: snippetHtml(row.headline),
    image: row.image,
    date: new Date(row.date).toISOString(),
  };
}

/** A query's words of letters and digits, for trigram matching (nothing else reaches pg_trgm). */
const trigramText = (raw: string) => [...raw.slice(0, SEARCH_LIMITS.usedLength).matchAll(WORD)].map((m) => m[0]).join(' ');

/**
 * Typo tolerance: when the words find nothing, titles that hold something close to the query
 * (pg_trgm's word similarity, 'cokies' finds 'Cookies'), closest first.
 * One page, no highlights (nothing matched as typed).
 */
async function similarTitles(db: Db, input: SearchQuery): Promise<SearchResultDto[]> {
  const text = trigramText(input.q);
  if (text.length < 3) return [];
  const d = searchDocuments;
  // The nearest titles first; the snippet's words are cut from their bodies only, after the limit
  // (cut in the same step, the pattern ran on every similar title: 1,300 for 'pumpkin soup').
  const nearest = db
    .select({
      type: d.type,
      id: d.id,
      title: d.title,
      path: d.path,
      image: d.image,
      body: d.body,
      date: d.date,
      similarity: sql<number>`word_similarity(${text}, ${d.title})`.as('similarity'),
    })
    .from(d)
    .where(and(sql`${text} <% ${d.title}`, visibleNow, input.type ? eq(d.type, input.type) : undefined))
    .orderBy(desc(sql`similarity`), desc(d.date), asc(d.type), asc(d.id))
    .limit(input.limit)
    .as('nearest');
  const rows = await db
    .select({
      type: nearest.type,
      id: nearest.id,
      title: nearest.title,
      path: nearest.path,
      image: nearest.image,
      date: nearest.date,
      // The text's first words, escaped like any snippet. String.raw: in a template literal '\S'
      // reached PostgreSQL as 'S', a pattern that matched nothing (every snippet was empty).
      headline: sql<string>`substring(${nearest.body} from ${sql.raw(String.raw`'^(?:\S+\s+){0,24}\S*'`)})`,
    })
    .from(nearest)
    .orderBy(desc(nearest.similarity), desc(nearest.date), asc(nearest.type), asc(nearest.id));
  return rows.map((row) => toResult({ ...row, headline: row.headline ?? '' }));
}
