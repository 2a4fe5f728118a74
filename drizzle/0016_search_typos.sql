-- Typo tolerance for search (server/search/search.ts): titles by trigram word similarity, when
-- the words themselves find nothing. pg_trgm ships with PostgreSQL's contrib and with PGlite
-- (loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (title gin_trgm_ops);
