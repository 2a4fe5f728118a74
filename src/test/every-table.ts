import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

/**
 * A row in each table the demo seed leaves empty (sessions, comments and a reply to it, jobs,
 * webhooks, moderation, tokens …), written straight to the tables: with the demo, every table of
 * the app holds something, as a site that has run a while does. For tests of what copies whole
 * databases (backup, restore, db:move). Needs the demo seed first (its members, posts, threads).
 */
export async function addActivityToEveryTable(db: Db): Promise<void> {
  const later = sql`now() + interval '1 day'`;
  const statements = [
    sql`insert into sessions (id, user_id, expires_at) select 'session-every-table', min(id), ${later} from users`,
    sql`insert into password_reset_tokens (id, user_id, expires_at) select 'reset-every-table', min(id), ${later} from users`,
    sql`insert into email_changes (id, user_id, new_email, expires_at) select 'change-every-table', min(id), 'new@example.com', ${later} from users`,
    sql`insert into account_deletions (user_id, token_hash, content, expires_at) select max(id), 'hash', 'keep', ${later} from users`,
    sql`insert into account_exports (user_id) select max(id) from users`,
    sql`insert into audit_log (actor_name, action, entity_type, entity_id, label, after) values ('owner', 'update', 'setting', 'font', 'Font', '{"font": "Lora"}')`,
    sql`insert into site_settings (key, value) values ('every-table', '{"on": true, "n": 12345678901234}')`,
    sql`insert into backups (file_name, bytes, trigger, tables, rows) values ('old.backup.gz', 9007199254740993, 'command', 60, 1000)`,
    sql`insert into blog_post_redirects (slug, post_id) select 'an-old-slug', min(id) from blog_posts`,
    sql`insert into jobs (kind, payload, run_at) values ('email', '{"to": "a@example.com", "nested": [1, 2.5, null]}', ${later})`,
    sql`insert into comments (content_type, content_id, body, rating) select 'blog_post', min(id), 'Lovely post, thank you', 5 from blog_posts`,
    sql`insert into comments (content_type, content_id, body, parent_id) select content_type, content_id, E'A reply\nover two lines, with "quotes" and \\\\ a backslash', id from comments`,
    sql`insert into forum_thread_views (thread_id, viewer_key) select min(id), 'viewer-1' from forum_threads`,
    sql`insert into giveaway_winners (giveaway_id, round, user_id, username, claim_by) select g.id, 1, u.id, u.username, ${later} from (select min(id) id from giveaways) g, (select id, username from users order by id limit 1) u`,
    sql`insert into integrations (name, scopes, secret_hash, prefix, expires_at) values ('Shop', '{content:read,community:read}', 'hash', 'mv_abc', ${later})`,
    sql`insert into webhook_endpoints (integration_id, url, events, secret) select min(id), 'https://hooks.example.com/in', '{post.published}', 'whsec_x' from integrations`,
    sql`insert into webhook_messages (endpoint_id, msg_id, event_type, body) select min(id), 'msg_1', 'post.published', '{}' from webhook_endpoints`,
    sql`insert into webhook_attempts (message_id, endpoint_id) select m.id, m.endpoint_id from webhook_messages m`,
    sql`insert into member_notes (member_id, author_name, body) select max(id), 'owner', 'Kind and helpful' from users`,
    sql`insert into member_penalties (user_id, kind, reason) select max(id), 'silence', 'Cooling off' from users`,
    sql`insert into member_relations (user_id, other_id, kind) select min(id), max(id), 'mute' from users`,
    sql`insert into member_decisions (member_id, kind, reason) select max(id), 'warning', 'Be kind' from users`,
    sql`insert into appeals (decision_id, member_id, message) select id, member_id, 'I am sorry' from member_decisions`,
    sql`insert into review_items (target_type, target_id) select 'forum_reply', min(id) from forum_replies`,
    sql`insert into reports (item_id, reason, snapshot) select min(id), 'spam', 'Buy now' from review_items`,
    sql`insert into post_revisions (target_type, target_id, content) select 'forum_reply', min(id), 'First words' from forum_replies`,
    sql`insert into notification_email_prefs (user_id, type, by_email) select min(id), 'reply', false from users`,
    sql`insert into notification_mutes (user_id, type) select min(id), 'reply' from users`,
    sql`insert into perk_redemptions (perk_id) select min(id) from perks`,
    sql`insert into product_feedback (user_id, category, message) select min(id), 'idea', 'Dark mode please' from users`,
    sql`insert into unsubscribe_tokens (token, kind) values ('unsub-every-table', 'newsletter')`,
    sql`insert into newsletter_confirmations (id, subscriber_id, name, source, expires_at) select 'confirm-every-table', min(id), 'Ana', 'footer', ${later} from newsletter_subscribers`,
    sql`insert into upload_blobs (sha256, content_type, size, data) values (repeat('ab', 32), 'image/webp', 4, '\\x0001feff'::bytea)`,
    sql`insert into uploaded_files (address, sha256) values ('/uploads/avatars/every-table.webp', repeat('ab', 32))`,
    sql`insert into email_deliveries (campaign_id, email, name, unsubscribe_token) select min(id), 'ana@example.com', 'Ana', 'unsub-every-table' from email_campaigns`,
  ];
  for (const statement of statements) await db.execute(statement);
}
