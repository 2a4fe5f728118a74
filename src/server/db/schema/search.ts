import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`: the words of a document, stemmed and weighted. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable thing (blog post, recipe, resource, perk, forum thread), written by
 * triggers on those tables in the statement that changes them (drizzle/0013_search_triggers.sql,
 * 0015_search_title_vector.sql; a thread's replies have rows of their own, search_replies),
 * so new and edited content is found at once. Holds only what any visitor may read: a
 * members-only resource's title and description, never its body or file. Who may find a row right
 * now (drafts, scheduled posts, expired perks) is decided by `visible_from`/`visible_until` on the
 * database's clock when searching. Nothing else reads or writes this table (server/search/).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    type: text({ enum: ['blog_post', 'recipe', 'resource', 'perk', 'thread'] }).notNull(),
    id: integer().notNull(),
    title: text().notNull(),
    /** The page's path on this site. */
    path: text().notNull(),
    image: text(),
    /** Plain text (Markdown stripped) the snippet is cut from. */
    body: text().notNull(),
    /** Recency: when it was published (a thread: its latest activity). */
    date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Null: never found (a draft). */
    visibleFrom: timestamp({ withTimezone: true, mode: 'date' }),
    /** Null: no end (a perk's expiry otherwise). */
    visibleUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /** Title A, lead text B, the rest C (a recipe's ingredients and steps). A thread's replies: search_replies. */
    search: tsvector().notNull(),
    /** The title's words alone: title matches come first. */
    titleSearch: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    // No pending list: a search never reads unsorted recent entries (gin_pending_list_limit).
    index('search_documents_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // Title matches are found on their own, first (server/search/search.ts): a rare word is in
    // few titles, found here without walking every document.
    index('search_documents_title_search_idx').using('gin', t.titleSearch).with({ fastupdate: false }),
    // The newest documents in one fixed order (ties on date broken by type and id), walked
    // backwards by the search: the same documents on every page. Both recency indexes also
    // INCLUDE title_search, visible_from and visible_until (drizzle/0025: drizzle-kit has no
    // INCLUDE), so title matches are walked in the index alone.
    index('search_documents_recency_idx').on(t.date, t.type, t.id),
    // The same for one type (a type filter) without walking every other type's.
    index('search_documents_type_recency_idx').on(t.type, t.date, t.id),
  ],
);

/**
 * One row per forum reply, written by triggers on forum_replies (drizzle/0028_search_replies.sql):
 * a reply's words find its thread (server/search/search.ts) without being copied into the
 * thread's row, so writing a reply indexes that reply alone, whatever the length of its thread.
 * Who may find it is its thread's row's visibility.
 */
export const searchReplies = pgTable(
  'search_replies',
  {
    /** The reply's id. */
    id: integer().primaryKey(),
    threadId: integer().notNull(),
    /** When the reply was written. */
    date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Plain text (Markdown stripped) the snippet is cut from. */
    body: text().notNull(),
    search: tsvector().notNull(),
  },
  (t) => [
    index('search_replies_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // The newest replies first, as one thread each (the search's walk, backwards).
    index('search_replies_recency_idx').on(t.date, t.threadId, t.id),
    // A thread's replies by date: is a newer reply of the same thread a match too?
    index('search_replies_thread_idx').on(t.threadId, t.date, t.id),
  ],
);

/**
 * Every word (3 letters or more, lower case) that is or was in a searchable title, written by a
 * trigger on search_documents (drizzle/0026_search_words.sql): what a query's misspelt words are
 * matched against (server/search/search.ts). It only grows: a word whose titles are gone finds
 * nothing, as any unknown word does.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text().primaryKey() },
  // No pending list, as on search_documents: 19,000 words read from it took 16 ms a lookup.
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })],
);

/** The search's text configuration: English stemming ('sleeping' finds 'sleep'). */
export const SEARCH_CONFIG = sql`'english'::regconfig`;
