import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from '../../test/jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../client/entry-server';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestAuthor, createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { sessionCookieFor, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { SEARCH_TEXT } from '../../shared/constants/search';
import { SharedCache } from '../cache/shared-cache';
import { blogPosts } from '../db/schema';

const t = useTestDb();
const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-head-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <title>Mama Village</title>
    <meta name="description" content="Community &amp; Resources for Mums" />
    <meta name="theme-color" content="#F5A290" />
  </head>
  <body><div id="root"></div></body>
</html>`,
);
writeFileSync(
  path.join(clientDir, 'route-manifest.json'),
  JSON.stringify([
    '/',
    '/blog/',
    '/blog/$slug',
    '/recipes/$slug',
    '/resources/id/$id',
    '/community/thread/$id',
    '/community/threads/$id',
    '/community/topic/$id',
    '/community/landing',
    '/product-comparison/$category',
    '/search',
    '/privacy-policy',
    '/admin/',
  ]),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const HOSTILE = '</script><script>alert(1)</script>';
const rendering = Promise.resolve(renderPage);

async function headOf(pathname: string, app = testApp(t.db, { clientDir, renderPage: rendering })) {
  const res = await app.request(pathname);
  const html = await res.text();
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return {
    res,
    html,
    document,
    title: document.title,
    titles: document.head.querySelectorAll('title').length,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
  };
}

describe('the head public pages are sent with', () => {
  it('a post: its own title, description, canonical address, PNG image and Article JSON-LD', async () => {
    const author = await createTestAuthor(t.db, { name: 'Dr Jane Lee' });
    await createTestPost(t.db, {
      slug: 'sleep-tips',
      title: 'Sleep tips for newborns',
      description: 'How to settle a newborn.',
      image: '/uploads/demo/blog/sleep.svg',
      authorId: author.id,
    });
    const head = await headOf('/blog/sleep-tips');
    expect(head.res.status).toBe(200);
    expect(head.title).toBe('Sleep tips for newborns · Mama Village');
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.meta('description')).toBe('How to settle a newborn.');
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/blog/sleep-tips`);
    expect(head.meta('og:title')).toBe('Sleep tips for newborns');
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/og/blog/sleep-tips.png`);
    expect(head.meta('twitter:image')).toMatch(/\.png$/);
    expect(head.meta('theme-color')).toBe('#F5A290');
    // Where the shell's title was: early, before the rest of the head.
    expect(head.html.indexOf('<title>')).toBeLessThan(head.html.indexOf('theme-color'));
    const article = head.jsonLd.find((ld) => ld['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'Sleep tips for newborns', author: { name: 'Dr Jane Lee' } });
    expect(head.jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Blog' }, { name: 'Sleep tips for newborns' }],
    });
    expect(head.document.getElementById('root')).not.toBeNull();
  });

  it('a hostile title stays text: it neither closes the script nor opens one', async () => {
    await createTestPost(t.db, { slug: 'hostile', title: HOSTILE, description: HOSTILE });
    const head = await headOf('/blog/hostile');
    expect(head.html).not.toContain('<script>alert(1)');
    expect(head.document.head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(head.title).toBe(`${HOSTILE} · Mama Village`);
    expect(head.jsonLd.find((ld) => ld['@type'] === 'Article')).toMatchObject({ headline: HOSTILE });
  });

  it('a recipe: Recipe JSON-LD with ingredients, steps, yield and ISO 8601 times', async () => {
    await createTestRecipe(t.db, {
      slug: 'pikelets',
      title: 'Pikelets',
      description: 'Quick pikelets.',
      image: '/uploads/demo/recipes/pikelets.svg',
      prepTime: 10,
      cookTime: 75,
      servings: 12,
      ingredients: [{ name: '', items: [{ quantity: '150', unit: 'g', item: 'self-raising flour', note: '1 cup' }] }],
      steps: ['Whisk.', 'Cook.'],
    });
    const head = await headOf('/recipes/pikelets');
    expect(head.title).toBe('Pikelets · Mama Village');
    expect(head.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/og/recipes/pikelets.png`);
    expect(head.jsonLd.find((ld) => ld['@type'] === 'Recipe')).toMatchObject({
      name: 'Pikelets',
      prepTime: 'PT10M',
      cookTime: 'PT1H15M',
      recipeYield: '12 servings',
      recipeIngredient: ['150 g self-raising flour (1 cup)'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Whisk.' },
        { '@type': 'HowToStep', text: 'Cook.' },
      ],
      image: [`${TEST_PUBLIC_URL}/og/recipes/pikelets.png`],
    });
  });

  it('the home page: Organization and WebSite with its search action, the default image', async () => {
    const head = await headOf('/');
    expect(head.title).toBe('Mama Village');
    expect(head.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/og/default.png`);
    expect(head.jsonLd.map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/`);
  });

  it("a members-only resource: its page's head, never its file", async () => {
    const resource = await createTestResource(t.db, { title: 'Sleep planner', membersOnly: true, fileName: 'planner-secret.pdf' });
    const head = await headOf(`/resources/id/${resource.id}`);
    expect(head.title).toBe('Sleep planner · Mama Village');
    expect(head.html).not.toContain('planner-secret');
    expect(head.html).not.toContain('/download');
  });

  it("a thread: its title and words, not its author's name", async () => {
    const member = await createTestUser(t.db, { username: 'private_mum' });
    const topic = await createTestTopic(t.db, { name: 'Sleep' });
    const thread = await createTestThread(t.db, {
      topicId: topic.id,
      authorId: member.id,
      title: 'Night feeds?',
      content: 'How many night feeds is normal at 4 months?',
    });
    const head = await headOf(`/community/thread/${thread.id}`);
    expect(head.title).toBe('Night feeds? · Mama Village');
    expect(head.meta('description')).toBe('How many night feeds is normal at 4 months?');
    // (The page itself shows who asked, as it does to every visitor.)
    expect(head.document.head.innerHTML).not.toContain('private_mum');
  });

  it('a topic, and a thread by its second address: canonical addresses and breadcrumbs through the topic', async () => {
    const topic = await createTestTopic(t.db, { name: 'Feeding', description: 'Bottles, breasts and solids.' });
    const member = await createTestUser(t.db);
    const thread = await createTestThread(t.db, {
      topicId: topic.id,
      authorId: member.id,
      title: 'Starting solids',
      content: 'When did you start?',
    });
    const topicHead = await headOf(`/community/topic/${topic.id}`);
    expect(topicHead.title).toBe('Feeding · Mama Village');
    expect(topicHead.meta('description')).toBe('Bottles, breasts and solids.');
    const threadHead = await headOf(`/community/threads/${thread.id}`);
    expect(threadHead.canonical).toBe(`${TEST_PUBLIC_URL}/community/thread/${thread.id}`);
    expect(threadHead.jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Community' }, { name: 'Feeding' }, { name: 'Starting solids' }],
    });
    expect((await headOf('/community/landing')).canonical).toBe(`${TEST_PUBLIC_URL}/community`);
  });

  it('a search page: its title, kept out of search engines', async () => {
    const head = await headOf('/search?q=sleep');
    expect(head.res.status).toBe(200);
    expect(head.title).toBe(`${SEARCH_TEXT.searchTitle} · Mama Village`);
    expect(head.meta('robots')).toBe('noindex');
  });

  it('a signed-in member is sent the same head', async () => {
    await createTestPost(t.db, { slug: 'for-members-too', title: 'Teething' });
    const member = await createTestUser(t.db);
    const app = testApp(t.db, { clientDir, renderPage: rendering });
    const res = await app.request('/blog/for-members-too', { headers: { cookie: await sessionCookieFor(t.db, member) } });
    expect(await res.text()).toContain('<title>Teething · Mama Village</title>');
  });

  it('an information page: the title the client sets too', async () => {
    const head = await headOf('/privacy-policy');
    expect(head.title).toBe('Privacy Policy · Mama Village');
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/privacy-policy`);
  });

  it('a missing post, and a path no page has: 404 with a not-found title, not indexed', async () => {
    for (const missing of [
      '/blog/no-such-post',
      '/recipes/no-such-recipe',
      '/no/such/page',
      '/resources/id/abc',
      '/community/thread/99999999999',
      '/community/topic/0',
      '/product-comparison/no-such-category',
      '/blog/%E0%A4%A',
      `/recipes/${'x'.repeat(5000)}`,
    ]) {
      const head = await headOf(missing);
      expect(head.res.status, missing).toBe(404);
      expect(head.title).toBe('Page not found · Mama Village');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeNull();
    }
  });

  it("members' and admin pages keep the shell's head", async () => {
    const head = await headOf('/admin');
    expect(head.res.status).toBe(200);
    expect(head.title).toBe('Mama Village');
    expect(head.canonical).toBeNull();
  });

  it("keeps a visitor's page, head and all, until a content write drops it", async () => {
    await createTestPost(t.db, { slug: 'renamed-later', title: 'Before' });
    const cache = new SharedCache();
    const app = testApp(t.db, { clientDir, cache, renderPage: rendering });
    expect((await headOf('/blog/renamed-later', app)).title).toBe('Before · Mama Village');
    await t.db.update(blogPosts).set({ title: 'After' }).where(eq(blogPosts.slug, 'renamed-later'));
    expect((await headOf('/blog/renamed-later', app)).title).toBe('Before · Mama Village');
    await cache.changed(['content']);
    expect((await headOf('/blog/renamed-later', app)).title).toBe('After · Mama Village');
  });
});
