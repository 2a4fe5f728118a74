-- A thread's document is rebuilt only when what it is made of changes: not for every counted view
-- (view_count) or pin/lock, which would re-read all its replies on the thread page's hot path.
DROP TRIGGER IF EXISTS forum_threads_search ON forum_threads;
--> statement-breakpoint
CREATE TRIGGER forum_threads_search AFTER INSERT OR DELETE OR UPDATE OF title, content, last_activity_at ON forum_threads FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
