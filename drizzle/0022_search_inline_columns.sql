-- 0021's small toast_tuple_target moved every wide-enough value out of line, the title, path and
-- title vector too: matching and ranking then read the TOAST table for each candidate, and a typo
-- search read every title from it. They stay in the row (MAIN: out of line only if a row could not
-- fit a page); the body and the whole document's vector stay out of line.
ALTER TABLE search_documents ALTER COLUMN title SET STORAGE MAIN, ALTER COLUMN path SET STORAGE MAIN,
  ALTER COLUMN image SET STORAGE MAIN, ALTER COLUMN title_search SET STORAGE MAIN;
--> statement-breakpoint
-- Rows written before: new values (an unchanged one would keep its place out of line).
UPDATE search_documents SET title = title || '', path = path || '', image = image || '', title_search = title_search || ''::tsvector;
