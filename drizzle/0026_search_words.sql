CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Typo tolerance reads the words of every searchable title (server/search/search.ts): a query's
-- word that no title has is matched, by trigram similarity, against these few thousand words,
-- not against every title (at bench:search's 100,000 documents 'pumpkin soup' compared itself
-- with 1,300 whole titles, twice: 28–54 ms, the slowest query). Words as search_words_of cuts
-- them, here and in the search, so both sides agree on what a word is.
CREATE FUNCTION search_words_of(source text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS word WHERE length(word) >= 3
$$;
--> statement-breakpoint
-- In one order: two statements adding the same new words wait for each other rather than deadlock.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM new_documents, search_words_of(new_documents.title) AS word ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_words_insert AFTER INSERT ON search_documents REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER search_documents_words_update AFTER UPDATE ON search_documents REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT word FROM search_documents, search_words_of(title) AS word ORDER BY word ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Titles are no longer compared whole (0016).
DROP INDEX IF EXISTS search_documents_title_trgm_idx;
