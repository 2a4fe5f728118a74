-- Forum posts get a moderation status (shared/rules/moderation.ts): held, hidden and removed posts
-- stay in the table (a removal can be undone, a report's evidence is kept) but out of every public
-- list, page and the search. A member's account going no longer takes her posts, or other mums'
-- replies in her threads, with it: the author becomes null (a former member).
ALTER TABLE "forum_replies" DROP CONSTRAINT "forum_replies_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_threads" DROP CONSTRAINT "forum_threads_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_replies" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_threads" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "moderator_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "moderator_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_status_check" CHECK ("forum_replies"."status" in ('published', 'held', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_status_check" CHECK ("forum_threads"."status" in ('published', 'held', 'hidden', 'removed'));
--> statement-breakpoint
-- The search holds published posts only: a thread's row only while it is published (its status is
-- watched like its title and text), a reply's row only while it is published.
CREATE OR REPLACE FUNCTION search_sync_thread(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'thread' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'thread', t.id, t.title, '/community/thread/' || t.id, NULL,
         left(search_plain_text(t.content), 20000),
         t.last_activity_at, '-infinity', NULL,
         search_vector(t.title, search_plain_text(t.content), ''),
         to_tsvector('english'::regconfig, t.title)
  FROM forum_threads t WHERE t.id = doc_id AND t.status = 'published';
$$;
--> statement-breakpoint
DROP TRIGGER forum_threads_search ON forum_threads;
--> statement-breakpoint
CREATE TRIGGER forum_threads_search AFTER INSERT OR DELETE OR UPDATE OF title, content, status ON forum_threads FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_replies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_replies (id, thread_id, date, body, search)
    SELECT r.id, r.thread_id, r.created_at, p.text, to_tsvector('english'::regconfig, p.text)
    FROM new_replies r CROSS JOIN LATERAL (SELECT search_plain_text(r.content) AS text) p
    WHERE r.status = 'published';
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_replies s USING new_replies r WHERE s.id = r.id AND r.status <> 'published';
    -- Published now (again, or changed): written; an edit that leaves the text, the thread, the
    -- time and the status as they were writes nothing.
    INSERT INTO search_replies (id, thread_id, date, body, search)
    SELECT r.id, r.thread_id, r.created_at, p.text, to_tsvector('english'::regconfig, p.text)
    FROM new_replies r JOIN old_replies o ON o.id = r.id CROSS JOIN LATERAL (SELECT search_plain_text(r.content) AS text) p
    WHERE r.status = 'published'
      AND (o.content, o.thread_id, o.created_at, o.status) IS DISTINCT FROM (r.content, r.thread_id, r.created_at, r.status)
    ON CONFLICT (id) DO UPDATE SET thread_id = excluded.thread_id, date = excluded.date, body = excluded.body, search = excluded.search;
  ELSE
    DELETE FROM search_replies s USING old_replies o WHERE s.id = o.id;
  END IF;
  RETURN NULL;
END;
$$;
