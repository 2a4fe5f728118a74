-- Title matches are found on their own, before the rest (server/search/search.ts): a GIN index
-- for titles that hold a rare word, and the recency indexes carry what a title match is decided
-- by (the title's vector, the visibility window), so walking the newest documents for title
-- matches reads the index alone (an index-only scan, 0.1–0.2 µs a document against ~1.3 µs for a
-- visit to each row: at bench:search's 100,000 documents 'settling' walked 8,600 rows for 100
-- title matches, 12 ms).
CREATE INDEX "search_documents_title_search_idx" ON "search_documents" USING gin ("title_search") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "search_documents_recency_idx";--> statement-breakpoint
DROP INDEX "search_documents_type_recency_idx";--> statement-breakpoint
CREATE INDEX "search_documents_recency_idx" ON "search_documents" USING btree ("date","type","id") INCLUDE ("title_search","visible_from","visible_until");--> statement-breakpoint
CREATE INDEX "search_documents_type_recency_idx" ON "search_documents" USING btree ("type","date","id") INCLUDE ("title_search","visible_from","visible_until");
