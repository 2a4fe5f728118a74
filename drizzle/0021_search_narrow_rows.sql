-- search_documents' rows hold only what finding and ranking read: the body (snippets) and the whole
-- document's vector (matched in the recent window, rechecked for phrases) are stored out of line,
-- uncompressed, so a row is a few hundred bytes, not ~2.5 kB. A GIN bitmap scan over thousands of
-- matches then reads ~8x fewer heap pages, and matching one vector costs no decompression
-- (bench/search.ts; server/search/search.ts).
ALTER TABLE search_documents SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE search_documents ALTER COLUMN body SET STORAGE EXTERNAL, ALTER COLUMN search SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Rows written before: rewritten, so they are stored the new way.
UPDATE search_documents SET body = body;
