-- Each document's title vector too (0014), so ranking tests a title match on the title's few
-- words rather than filtering the whole document's vector.
CREATE OR REPLACE FUNCTION search_sync_blog_post(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'blog_post' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'blog_post', p.id, p.title, '/blog/' || p.slug, p.image,
         left(search_plain_text(p.description || E'\n' || p.body), 20000),
         coalesce(p.published_at, p.created_at),
         CASE WHEN p.status = 'published' THEN p.published_at END, NULL,
         search_vector(p.title, p.description, search_plain_text(p.body)),
         to_tsvector('english'::regconfig, p.title)
  FROM blog_posts p WHERE p.id = doc_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_recipe(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'recipe' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'recipe', r.id, r.title, '/recipes/' || r.slug, r.image,
         search_plain_text(r.description || E'\n' || coalesce(r.perfect_for, '')),
         r.published_at, '-infinity', NULL,
         search_vector(r.title, r.description,
           coalesce(r.perfect_for, '') || ' ' ||
           (SELECT coalesce(string_agg(j #>> '{}', ' '), '') FROM jsonb_path_query(r.ingredients, 'strict $.**') AS v(j)
              WHERE jsonb_typeof(j) = 'string') || ' ' ||
           (SELECT coalesce(string_agg(step, ' '), '') FROM jsonb_array_elements_text(r.steps) AS step)),
         to_tsvector('english'::regconfig, r.title)
  FROM recipes r WHERE r.id = doc_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_resource(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'resource' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'resource', r.id, r.title, '/resources/id/' || r.id, r.masterclass_image,
         left(search_plain_text(r.description || CASE WHEN r.members_only THEN '' ELSE E'\n' || r.body END), 20000),
         r.published_at, '-infinity', NULL,
         search_vector(r.title, r.description, CASE WHEN r.members_only THEN '' ELSE search_plain_text(r.body) END),
         to_tsvector('english'::regconfig, r.title)
  FROM resources r WHERE r.id = doc_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_perk(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'perk' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'perk', p.id, p.title, '/perks', p.brand_logo,
         search_plain_text(p.brand_name || ': ' || p.description),
         p.created_at, '-infinity', p.expiry_date,
         search_vector(p.title || ' ' || p.brand_name, p.description, ''),
         to_tsvector('english'::regconfig, p.title || ' ' || p.brand_name)
  FROM perks p WHERE p.id = doc_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_thread(doc_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE type = 'thread' AND id = doc_id;
  INSERT INTO search_documents (type, id, title, path, image, body, date, visible_from, visible_until, search, title_search)
  SELECT 'thread', t.id, t.title, '/community/thread/' || t.id, NULL,
         left(search_plain_text(t.content || E'\n' || coalesce(r.replies, '')), 20000),
         t.last_activity_at, '-infinity', NULL,
         search_vector(t.title, search_plain_text(t.content), search_plain_text(r.replies)),
         to_tsvector('english'::regconfig, t.title)
  FROM forum_threads t
  LEFT JOIN LATERAL (SELECT string_agg(content, E'\n' ORDER BY created_at, id) AS replies FROM forum_replies WHERE thread_id = t.id) r ON true
  WHERE t.id = doc_id;
$$;
--> statement-breakpoint
SELECT search_sync_blog_post(id) FROM blog_posts;
--> statement-breakpoint
SELECT search_sync_recipe(id) FROM recipes;
--> statement-breakpoint
SELECT search_sync_resource(id) FROM resources;
--> statement-breakpoint
SELECT search_sync_perk(id) FROM perks;
--> statement-breakpoint
SELECT search_sync_thread(id) FROM forum_threads;
