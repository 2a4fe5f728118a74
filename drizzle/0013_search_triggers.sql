-- search_documents is kept by these triggers, in the statement that changes the content (see
-- src/server/db/schema/search.ts). Each sync function rewrites one document from its source row
-- (or drops it when the row is gone), so inserts, edits, deletes and cascades all end the same way.

-- Markdown and tags out, whitespace folded: what snippets are cut from and vectors are built from.
-- U+E000/U+E001 are the snippet's highlight markers (server/search/search.ts) and never kept.
CREATE FUNCTION search_plain_text(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(coalesce(source, ''), U&'\E000\E001', ''),
    '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
    '</?[A-Za-z][^<>]*>', ' ', 'g'),
    '(^|\s)[#>*_`~|-]+|[*_`~|]+', '\1', 'g'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION search_vector(title text, lead text, rest text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(lead, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(rest, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION search_sync_blog_post(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'blog_post' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search)
  SELECT 'blog_post', p.id, p.title, '/blog/' || p.slug, p.image,
         left(search_plain_text(p.description || E'\n' || p.body), 20000),
         coalesce(p.published_at, p.created_at),
         CASE WHEN p.status = 'published' THEN p.published_at END, NULL,
         search_vector(p.title, p.description, search_plain_text(p.body))
  FROM blog_posts p WHERE p.id = doc_id;
$$;
--> statement-breakpoint
CREATE FUNCTION search_sync_recipe(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'recipe' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search)
  SELECT 'recipe', r.id, r.title, '/recipes/' || r.slug, r.image,
         search_plain_text(r.description || E'\n' || coalesce(r.perfect_for, '')),
         r.published_at, '-infinity', NULL,
         search_vector(r.title, r.description,
           coalesce(r.perfect_for, '') || ' ' ||
           (SELECT coalesce(string_agg(j #>> '{}', ' '), '') FROM jsonb_path_query(r.ingredients, 'strict $.**') AS v(j)
              WHERE jsonb_typeof(j) = 'string') || ' ' ||
           (SELECT coalesce(string_agg(step, ' '), '') FROM jsonb_array_elements_text(r.steps) AS step))
  FROM recipes r WHERE r.id = doc_id;
$$;
--> statement-breakpoint
-- A members-only resource is found by its title and description, like its public page; its body
-- only when anyone may read it. Its file never.
CREATE FUNCTION search_sync_resource(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'resource' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search)
  SELECT 'resource', r.id, r.title, '/resources/id/' || r.id, r.masterclass_image,
         left(search_plain_text(r.description || CASE WHEN r.members_only THEN '' ELSE E'\n' || r.body END), 20000),
         r.published_at, '-infinity', NULL,
         search_vector(r.title, r.description, CASE WHEN r.members_only THEN '' ELSE search_plain_text(r.body) END)
  FROM resources r WHERE r.id = doc_id;
$$;
--> statement-breakpoint
-- What any visitor sees of a perk: title, brand and description; never a code or a link.
CREATE FUNCTION search_sync_perk(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'perk' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search)
  SELECT 'perk', p.id, p.title, '/perks', p.brand_logo,
         search_plain_text(p.brand_name || ': ' || p.description),
         p.created_at, '-infinity', p.expiry_date,
         search_vector(p.title || ' ' || p.brand_name, p.description, '')
  FROM perks p WHERE p.id = doc_id;
$$;
--> statement-breakpoint
-- A thread with its replies: the opening post leads, replies are the rest.
CREATE FUNCTION search_sync_thread(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'thread' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search)
  SELECT 'thread', t.id, t.title, '/community/thread/' || t.id, NULL,
         left(search_plain_text(t.content || E'\n' || coalesce(r.replies, '')), 20000),
         t.last_activity_at, '-infinity', NULL,
         search_vector(t.title, search_plain_text(t.content), search_plain_text(r.replies))
  FROM forum_threads t
  LEFT JOIN LATERAL (SELECT string_agg(content, E'\n' ORDER BY created_at, id) AS replies FROM forum_replies WHERE thread_id = t.id) r ON true
  WHERE t.id = doc_id;
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the column holding the document's id ('thread_id' for a reply: its thread).
CREATE FUNCTION search_sync_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_id integer;
  old_id integer;
  doc_id integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  FOR doc_id IN SELECT DISTINCT x FROM unnest(ARRAY[new_id, old_id]) AS x WHERE x IS NOT NULL LOOP
    CASE TG_TABLE_NAME
      WHEN 'blog_posts' THEN PERFORM search_sync_blog_post(doc_id);
      WHEN 'recipes' THEN PERFORM search_sync_recipe(doc_id);
      WHEN 'resources' THEN PERFORM search_sync_resource(doc_id);
      WHEN 'perks' THEN PERFORM search_sync_perk(doc_id);
      ELSE PERFORM search_sync_thread(doc_id);
    END CASE;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE TRIGGER recipes_search AFTER INSERT OR UPDATE OR DELETE ON recipes FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE TRIGGER resources_search AFTER INSERT OR UPDATE OR DELETE ON resources FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE TRIGGER perks_search AFTER INSERT OR UPDATE OR DELETE ON perks FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE TRIGGER forum_threads_search AFTER INSERT OR UPDATE OR DELETE ON forum_threads FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('id');
--> statement-breakpoint
CREATE TRIGGER forum_replies_search AFTER INSERT OR UPDATE OR DELETE ON forum_replies FOR EACH ROW EXECUTE FUNCTION search_sync_trigger('thread_id');
--> statement-breakpoint
-- What exists already.
SELECT search_sync_blog_post(id) FROM blog_posts;
--> statement-breakpoint
SELECT search_sync_recipe(id) FROM recipes;
--> statement-breakpoint
SELECT search_sync_resource(id) FROM resources;
--> statement-breakpoint
SELECT search_sync_perk(id) FROM perks;
--> statement-breakpoint
SELECT search_sync_thread(id) FROM forum_threads;
