import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchType, SNIPPET_MARK } from '../../shared/constants/search';
import type { SearchPageDto, SearchQuery, SearchResultDto } from '../../shared/schemas/search';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { searchDocuments } from '../db/schema';

/** Snippet highlight sentinels (private-use characters the documents never keep). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=30, MinWords=12, ShortWord=2`;
/**
 * Snippets are cut from the start of a document's text (about 90 words, three snippets' worth):
 * ts_headline reads every word it is given, about 0.15 ms a result for 1,000 characters.
 */
const SNIPPET_SOURCE_LENGTH = 600;

const WORD = /[\p{L}\p{N}]+/gu;
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
  const prefix = sql`to_tsquery('english'::regconfig, ${`${[...last[0].matchAll(WORD)].map((m) => m[0]).join('')}:*`})`;
  // Without words before it, the prefix alone (an empty websearch_to_tsquery would raise a notice).
  if (!/[\p{L}\p{N}]/u.test(head)) return sql`(${whole} || ${prefix})`;
  return sql`(${whole} || (websearch_to_tsquery('english'::regconfig, ${head}) && ${prefix}))`;
}

/**
 * The query computed once per statement (an init plan), not once per row it is matched against:
 * a prepared statement's generic plan would otherwise parse the query text for every document.
 */
const once = (query: SQL) => sql`(select ${query})`;

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
 * How many of the newest documents the first look reads, matching each against the query in date
 * order: a common word's newest matches are found among them after a few hundred, without the
 * index handing over every document that holds it. When this window holds fewer than
 * SEARCH_CANDIDATES matches, the GIN index finds them instead (the word is rarer, so there are few).
 * Reading one document here costs about 3.5 µs (bench/search.ts, PostgreSQL).
 */
export const RECENT_WINDOW = 2000;

/** How much a search reads: the defaults above (tests make them small to exercise both plans). */
export interface SearchBounds {
  window: number;
  candidates: number;
}
const DEFAULT_BOUNDS: SearchBounds = { window: RECENT_WINDOW, candidates: SEARCH_CANDIDATES };

type Scope = { query: SQL; type?: SearchType; bounds: SearchBounds };

/** Found by anyone right now: not a draft, not scheduled for later, not expired (database clock). */
const visibleNow = (d: { visibleFrom: AnyPgColumn; visibleUntil: AnyPgColumn }) =>
  and(lte(d.visibleFrom, sql`now()`), or(isNull(d.visibleUntil), gt(d.visibleUntil, sql`now()`)))!;

/** What the ranking and the page need of a candidate (never its body or its whole vector). */
type CandidateKey = 'type' | 'id' | 'title' | 'path' | 'image' | 'date' | 'titleSearch';
const candidateColumns = <T extends Record<CandidateKey, AnyPgColumn>>(d: T): Pick<T, CandidateKey> => ({
  type: d.type,
  id: d.id,
  title: d.title,
  path: d.path,
  image: d.image,
  date: d.date,
  titleSearch: d.titleSearch,
});

/**
 * The candidates, first way: the newest SEARCH_CANDIDATES matches among the newest RECENT_WINDOW
 * documents, by walking the recency index backwards. Exactly the site's newest matches when the
 * window holds that many (everything outside it is older); its cost is bounded by the window
 * whatever the planner estimates.
 */
function recentCandidates(db: Db, { query, type, bounds }: Scope) {
  const d = searchDocuments;
  const recent = db
    .select({ ...candidateColumns(d), search: d.search, visibleFrom: d.visibleFrom, visibleUntil: d.visibleUntil })
    .from(d)
    .where(type ? eq(d.type, type) : undefined)
    .orderBy(desc(d.date), desc(d.type), desc(d.id))
    .limit(bounds.window)
    .as('recent');
  return db
    .select(candidateColumns(recent))
    .from(recent)
    .where(and(sql`${recent.search} @@ ${query}`, visibleNow(recent)))
    .orderBy(desc(recent.date), desc(recent.type), desc(recent.id))
    .limit(bounds.candidates)
    .as('candidates');
}

/** The candidates, second way: all matches from the GIN index, the newest SEARCH_CANDIDATES of them. */
function indexedCandidates(db: Db, { query, type, bounds }: Scope) {
  const d = searchDocuments;
  return db
    .select(candidateColumns(d))
    .from(d)
    .where(and(sql`${d.search} @@ ${query}`, visibleNow(d), type ? eq(d.type, type) : undefined))
    .orderBy(desc(d.date), desc(d.type), desc(d.id))
    .limit(bounds.candidates)
    .as('candidates');
}

/**
 * One page of the candidates, ranked: those whose title matches first, the more of the query in
 * the title the higher (ts_rank of the title's own vector), then the newest. `candidates` is how
 * many there were. The snippet is cut for the page's rows only, and only when `withSnippets` says
 * this answer will be used.
 */
function rankedPage(
  db: Db,
  candidates: ReturnType<typeof recentCandidates>,
  { query, bounds }: Scope,
  input: SearchQuery,
  withSnippets: 'always' | 'when-complete',
) {
  const c = candidates;
  const ranked = db
    .select({
      ...candidateColumns(c),
      titleHit: sql<boolean>`${c.titleSearch} @@ ${query}`.as('title_hit'),
      rank: sql<number>`ts_rank(${c.titleSearch}, ${query})`.as('rank'),
      candidates: sql<number>`count(*) over ()`.as('candidate_count'),
    })
    .from(c)
    .orderBy(desc(sql`title_hit`), desc(sql`rank`), desc(c.date), asc(c.type), asc(c.id))
    .limit(input.limit + 1)
    .offset(input.cursor ?? 0)
    .as('ranked');
  const d = searchDocuments;
  const headline = sql<string>`ts_headline('english'::regconfig, left(${d.body}, ${SNIPPET_SOURCE_LENGTH}), ${query}, ${HEADLINE_OPTIONS})`;
  return db
    .select({
      type: ranked.type,
      id: ranked.id,
      title: ranked.title,
      path: ranked.path,
      image: ranked.image,
      date: ranked.date,
      candidates: ranked.candidates,
      // Not for the row after the page (it only says there is more), nor for an answer not used.
      headline: sql<
        string | null
      >`case when row_number() over (order by ${ranked.titleHit} desc, ${ranked.rank} desc, ${ranked.date} desc, ${ranked.type}, ${ranked.id}) <= ${input.limit}${
        withSnippets === 'always' ? sql`` : sql` and ${ranked.candidates} >= ${bounds.candidates}`
      } then ${headline} end`,
    })
    .from(ranked)
    .innerJoin(d, and(eq(d.type, ranked.type), eq(d.id, ranked.id)))
    .orderBy(desc(ranked.titleHit), desc(ranked.rank), desc(ranked.date), asc(ranked.type), asc(ranked.id));
}

/**
 * One ranked search over blog posts, recipes, resources, perks and forum threads
 * (search_documents, kept by triggers). Found: documents whose words (title, lead text, body,
 * replies; stemmed) match. Order: those whose title matches first, the more of the query in the
 * title the higher, then the newest; among the newest SEARCH_CANDIDATES matches (ties on date in
 * the recency index's order, so every page ranks the same candidates). Ranking by the whole
 * document's vector cost about 0.2 ms a document (bench/search.ts), too much for type-ahead.
 * Paged by offset (the cursor).
 *
 * Which plan runs does not depend on the planner's row estimates (a prefix query's are far off):
 * the recent window first (one statement, enough for any common word); only when it holds too few
 * matches, the GIN index, with the sequential scan and the date-ordered index walk switched off
 * for that statement, so a rare word never walks the whole table.
 */
export async function search(db: Db, input: SearchQuery, bounds = DEFAULT_BOUNDS): Promise<SearchPageDto> {
  const scope: Scope = { query: once(searchTsquery(input.q)), type: input.type, bounds };
  const offset = input.cursor ?? 0;
  let rows = await rankedPage(db, recentCandidates(db, scope), scope, input, 'when-complete');
  if (rows.length === 0 || Number(rows[0]!.candidates) < bounds.candidates) {
    let similar: SearchResultDto[] | undefined;
    rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
      const found = await rankedPage(tx, indexedCandidates(tx, scope), scope, input, 'always');
      // Typos only when the words find nothing, through the trigram index (a sequential scan
      // would compute the similarity of every title).
      if (found.length === 0 && offset === 0) similar = await similarTitles(tx, input);
      return found;
    });
    if (similar) return { results: similar, nextCursor: null };
  }

  const more = rows.length > input.limit;
  const results = rows.slice(0, input.limit).map((row) => toResult({ ...row, headline: row.headline ?? '' }));
  const next = offset + input.limit;
  return { results, nextCursor: more && next < bounds.candidates ? String(next) : null };
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
 * (pg_trgm's word similarity, 'cokies' finds 'Cookies', 'bolognaise' 'Bolognese'), closest first.
 * One page, no highlights (nothing matched as typed).
 */
async function similarTitles(db: Db, input: SearchQuery): Promise<SearchResultDto[]> {
  const text = trigramText(input.q);
  if (text.length < 3) return [];
  const d = searchDocuments;
  const rows = await db
    .select({
      type: d.type,
      id: d.id,
      title: d.title,
      path: d.path,
      image: d.image,
      date: d.date,
      // The text's first words, escaped like any snippet.
      headline: sql<string>`substring(${d.body} from '^(?:\S+\s+){0,24}\S*')`,
    })
    .from(d)
    .where(and(sql`${text} <% ${d.title}`, visibleNow(d), input.type ? eq(d.type, input.type) : undefined))
    .orderBy(desc(sql`word_similarity(${text}, ${d.title})`), desc(d.date), asc(d.type), asc(d.id))
    .limit(input.limit);
  return rows.map((row) => toResult({ ...row, headline: row.headline ?? '' }));
}
