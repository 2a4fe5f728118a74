-- A reply rebuilds its thread's search document once per statement, not once per row: with a row
-- trigger, writing a long thread's replies in one statement (an import, the benchmark's data)
-- rebuilt the thread from all its replies for every one of them (quadratic). Transition tables
-- name the rows a statement touched; one trigger per event, as PostgreSQL requires for them.
DROP TRIGGER IF EXISTS forum_replies_search ON forum_replies;
--> statement-breakpoint
CREATE FUNCTION search_sync_reply_threads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_thread(thread_id) FROM (SELECT DISTINCT thread_id FROM new_replies) touched;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_sync_thread(thread_id) FROM (SELECT thread_id FROM new_replies UNION SELECT thread_id FROM old_replies) touched;
  ELSE
    PERFORM search_sync_thread(thread_id) FROM (SELECT DISTINCT thread_id FROM old_replies) touched;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_insert AFTER INSERT ON forum_replies REFERENCING NEW TABLE AS new_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_reply_threads();
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_update AFTER UPDATE ON forum_replies REFERENCING OLD TABLE AS old_replies NEW TABLE AS new_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_reply_threads();
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_delete AFTER DELETE ON forum_replies REFERENCING OLD TABLE AS old_replies FOR EACH STATEMENT EXECUTE FUNCTION search_sync_reply_threads();
