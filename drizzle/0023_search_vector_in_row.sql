-- 0021 undone: with the document's vector out of line, the recent window's walk read the TOAST
-- table for every document (about 7 µs each against 2 µs in the row), and bench:search measured
-- the whole search slower under load. The vector and the body are stored as before 0021.
ALTER TABLE search_documents RESET (toast_tuple_target);
--> statement-breakpoint
ALTER TABLE search_documents ALTER COLUMN body SET STORAGE EXTENDED, ALTER COLUMN search SET STORAGE EXTENDED;
--> statement-breakpoint
-- Rows written before: new values (an unchanged one would keep its place out of line).
UPDATE search_documents SET body = body || '', search = search || ''::tsvector;
