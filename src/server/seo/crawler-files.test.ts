import { eq } from 'drizzle-orm';
import { JSDOM } from '../../test/jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { testApp, TEST_PUBLIC_URL } from '../../test/server';
import { SharedCache } from '../cache/shared-cache';
import { blogPosts } from '../db/schema';

const t = useTestDb();
const { DOMParser } = new JSDOM().window;

/** The document, failing the test when the text is not well-formed XML. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((el) => el.textContent ?? '');

let w: Awaited<ReturnType<typeof makeWorld>>;
beforeAll(async () => {
  w = await makeWorld();
});

async function makeWorld() {
  const member = await createTestUser(t.db, { username: 'secret_mum', email: 'secret.mum@example.com' });
  const live = await createTestPost(t.db, { title: 'Sleep & <settling> "tips"', slug: 'sleep-settling' });
  const draft = await createTestPost(t.db, { status: 'draft', slug: 'draft-post', title: 'Draft post' });
  const scheduled = await createTestPost(t.db, {
    slug: 'scheduled-post',
    title: 'Scheduled post',
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  const recipe = await createTestRecipe(t.db, { slug: 'pikelets' });
  const resource = await createTestResource(t.db, { membersOnly: true, fileName: 'secret-guide.pdf', title: 'Members guide' });
  const topic = await createTestTopic(t.db);
  const thread = await createTestThread(t.db, { topicId: topic.id, authorId: member.id, title: 'Thread by a member' });
  return { member, live, draft, scheduled, recipe, resource, topic, thread };
}

describe('/sitemap.xml', () => {
  it('lists public pages with their last-modified dates, and nothing unpublished or members-only', async () => {
    const res = await testApp(t.db).request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await res.text();
    const doc = parseXml(body);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = texts(doc, 'loc');
    for (const path of [
      '/',
      '/blog',
      '/blog/sleep-settling',
      '/recipes/pikelets',
      `/resources/id/${w.resource.id}`,
      `/community/topic/${w.topic.id}`,
      `/community/thread/${w.thread.id}`,
      '/privacy-policy',
    ]) {
      expect(locs).toContain(`${TEST_PUBLIC_URL}${path}`);
    }
    for (const hidden of [
      'draft-post',
      'scheduled-post',
      'secret-guide.pdf',
      '/api/',
      'secret_mum',
      'secret.mum@example.com',
      '/admin',
      '/perks',
      '/profile',
    ]) {
      expect(body).not.toContain(hidden);
    }
    const postUrl = [...doc.getElementsByTagName('url')].find((url) =>
      url.querySelector('loc')?.textContent?.endsWith('/blog/sleep-settling'),
    );
    const lastmod = postUrl?.querySelector('lastmod')?.textContent ?? '';
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(lastmod).getTime()).toBe(w.live.updatedAt.getTime());
  });

  it('is kept until a content or forum write drops it', async () => {
    const cache = new SharedCache();
    const app = testApp(t.db, { cache });
    const first = await (await app.request('/sitemap.xml')).text();
    await createTestPost(t.db, { slug: 'written-later' });
    // Written straight to the table: nothing told the cache, so the kept sitemap is still sent …
    expect(await (await app.request('/sitemap.xml')).text()).toBe(first);
    // … until a write declares that content changed.
    await cache.changed(['content']);
    expect(await (await app.request('/sitemap.xml')).text()).toContain('/blog/written-later');
  });
});

describe('/feed.xml', () => {
  it('is RSS 2.0 of live posts only, escaped', async () => {
    const res = await testApp(t.db).request('/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    const doc = parseXml(body);
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const titles = texts(doc, 'title');
    expect(titles).toContain('Sleep & <settling> "tips"');
    expect(titles).not.toContain('Draft post');
    expect(titles).not.toContain('Scheduled post');
    expect(texts(doc, 'link')).toContain(`${TEST_PUBLIC_URL}/blog/sleep-settling`);
    for (const date of texts(doc, 'pubDate')) expect(Number.isNaN(Date.parse(date))).toBe(false);
    expect(body).not.toContain('secret_mum');
  });

  it('drops a post that goes back to draft once the content tag changes', async () => {
    const post = await createTestPost(t.db, { slug: 'soon-unpublished', title: 'Soon unpublished' });
    const cache = new SharedCache();
    const app = testApp(t.db, { cache });
    expect(await (await app.request('/feed.xml')).text()).toContain('Soon unpublished');
    await t.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post.id));
    await cache.changed(['content']);
    expect(await (await app.request('/feed.xml')).text()).not.toContain('Soon unpublished');
  });
});

describe('/robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the admin and members areas', async () => {
    const res = await testApp(t.db).request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    for (const area of [
      '/admin',
      '/api/',
      '/trpc/',
      '/profile/',
      '/perks',
      '/community/new-thread',
      '/community/profile',
      '/member-giveaways',
    ]) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
  });
});
