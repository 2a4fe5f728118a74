CREATE TABLE "search_replies" (
	"id" integer PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_replies_search_idx" ON "search_replies" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_replies_recency_idx" ON "search_replies" USING btree ("date","thread_id","id");--> statement-breakpoint
CREATE INDEX "search_replies_thread_idx" ON "search_replies" USING btree ("thread_id","date","id");--> statement-breakpoint
-- A reply's words are indexed in a row of their own (search_replies), and a thread's row holds its
-- title and opening post only (server/search/search.ts finds a thread by either). Before, each
-- reply rebuilt its thread's row from every reply, twice (the reply's trigger, then the thread's on
-- the last_activity_at bump): 200 replies of 5,000 characters took a reply from 36 ms to 856 ms
-- (bench/long-thread.ts). Now a reply writes one row the size of itself, and the thread's row
-- gets its new date.
-- As search_documents (0024): the vector in the row, the row compressed only past a whole page.
ALTER TABLE search_replies SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE search_replies ALTER COLUMN search SET STORAGE MAIN;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_thread(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'thread' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'thread', t.id, t.title, '/community/thread/' || t.id, NULL,
         left(search_plain_text(t.content), 20000),
         t.last_activity_at, '-infinity', NULL,
         search_vector(t.title, search_plain_text(t.content), ''),
         to_tsvector('english'::regconfig, t.title)
  FROM forum_threads t WHERE t.id = doc_id;
$$;
--> statement-breakpoint
DROP TRIGGER forum_replies_search_insert ON forum_replies;
--> statement-breakpoint
DROP TRIGGER forum_replies_search_update ON forum_replies;
--> statement-breakpoint
DROP TRIGGER forum_replies_search_delete ON forum_replies;
--> statement-breakpoint
DROP FUNCTION search_sync_reply_threads();
--> statement-breakpoint
-- Once per statement (0019), each reply's row from that reply alone. An edit that leaves the text,
-- the thread and the time as they were writes nothing.
CREATE FUNCTION search_sync_replies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_replies (id, thread_id, date, body, search)
    SELECT r.id, r.thread_id, r.created_at, p.text, to_tsvector('english'::regconfig, p.text)
    FROM new_replies r CROSS JOIN LATERAL (SELECT search_plain_text(r.content) AS text) p;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE search_replies s SET thread_id = r.thread_id, date = r.created_at, body = p.text, search = to_tsvector('english'::regconfig, p.text)
    FROM new_replies r JOIN old_replies o ON o.id = r.id CROSS JOIN LATERAL (SELECT search_plain_text(r.content) AS text) p
    WHERE s.id = r.id AND (o.content, o.thread_id, o.created_at) IS DISTINCT FROM (r.content, r.thread_id, r.created_at);
  ELSE
    DELETE FROM search_replies s USING old_replies o WHERE s.id = o.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_insert AFTER INSERT ON forum_replies REFERENCING NEW TABLE AS new_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_replies();
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_update AFTER UPDATE ON forum_replies REFERENCING OLD TABLE AS old_replies NEW TABLE AS new_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_replies();
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_delete AFTER DELETE ON forum_replies REFERENCING OLD TABLE AS old_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_replies();
--> statement-breakpoint
-- The thread's row is rebuilt when its title or opening post changes; a reply's bump of
-- last_activity_at only moves its date (views, pins and counters touch nothing, as since 0017).
DROP TRIGGER forum_threads_search ON forum_threads;
--> statement-breakpoint
CREATE TRIGGER forum_threads_search AFTER INSERT OR DELETE OR UPDATE OF title, content ON forum_threads FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE FUNCTION search_sync_thread_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents SET date = NEW.last_activity_at WHERE type = 'thread' AND id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_threads_search_date AFTER UPDATE OF last_activity_at ON forum_threads FOR EACH ROW
  WHEN (OLD.last_activity_at IS DISTINCT FROM NEW.last_activity_at) EXECUTE FUNCTION search_sync_thread_date();
--> statement-breakpoint
-- What exists already: every reply's row, and every thread's row without its replies.
INSERT INTO search_replies (id, thread_id, date, body, search)
SELECT r.id, r.thread_id, r.created_at, p.text, to_tsvector('english'::regconfig, p.text)
FROM forum_replies r CROSS JOIN LATERAL (SELECT search_plain_text(r.content) AS text) p;
--> statement-breakpoint
SELECT search_sync_thread(id) FROM forum_threads;
