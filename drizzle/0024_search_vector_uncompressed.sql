-- The document's vector stays in the row, uncompressed. With the default toast_tuple_target
-- (~2 kB) a blog post's or a thread's row (vector ~1.7–2.6 kB plus its text) was over the
-- threshold, and the vector, which pglz barely compresses, went out of line: 65 % of the rows at
-- bench:search's 100,000 documents, a 155 MB TOAST table. Walking the recency index then read the
-- TOAST index and table for most documents (~4 buffers a row instead of 1). MAIN keeps it in the
-- row (out of line only when a row could not fit a page otherwise); a target of a whole page
-- means a row is compressed only when it is bigger than that (a long thread), the body first.
ALTER TABLE search_documents SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE search_documents ALTER COLUMN search SET STORAGE MAIN;
--> statement-breakpoint
-- Rows written before: new values (an unchanged one would keep its place out of line).
UPDATE search_documents SET search = search || ''::tsvector, body = body || '';
