import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPagePaths } from '../../../build/route-manifest';
import { renderPage } from '../../client/entry-server';
import { PAGE_STATE_ID } from '../../client/ssr/page-state';
import { useTestDb } from '../../test/db';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { createTestNotification, createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestUser } from '../../test/factories';
import { capturingLogger } from '../../test/logs';
import { sessionCookieFor, testApp } from '../../test/server';
import { SharedCache } from '../cache/shared-cache';

const t = useTestDb();
const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-ssr-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html><html lang="en-AU"><head><meta charset="UTF-8" /><title>Mama Village</title>
<meta name="description" content="Community &amp; Resources for Mums" /></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
);
writeFileSync(path.join(clientDir, 'route-manifest.json'), JSON.stringify(clientPagePaths()));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const rendering = Promise.resolve(renderPage);
const { logger, lines } = capturingLogger();
let cache: SharedCache;
const app = () => testApp(t.db, { clientDir, renderPage: rendering, cache, logger });

/** What the server drew inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(
    start,
    html.indexOf('</div><script type="module"', start) === -1 ? undefined : html.lastIndexOf('<script type="module"'),
  );
}

function pageState(html: string): { json: { queries: { queryKey: unknown; state: { data: unknown } }[] } } {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}" data-drawn-at="\\d+">(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error('the page has no state');
  return JSON.parse(match[1]!);
}

describe('server rendering of public pages', () => {
  beforeAll(() => {
    cache = new SharedCache();
  });

  it('draws a recipe with its data, its styles and the cache state the browser starts from', async () => {
    const recipe = await createTestRecipe(t.db, { title: 'Pumpkin Scones', description: 'Soft and golden.' });
    const res = await app().request(`/recipes/${recipe.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain('Pumpkin Scones');
    expect(rootOf(html)).toContain('Soft and golden.');
    // One element with Chakra's global styles, then the classes, and the classes' ids for the
    // browser's cache; an empty element for each of Chakra's <Global>s to find by its name.
    expect(html).toMatch(/<style id="server-styles" data-ids="[\w -]+">@layer reset,base,tokens,recipes;.*\.css-\w+\{/s);
    expect(html.match(/<style data-emotion="css-global [\w-]+" data-s=""><\/style>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<style data-emotion="css /);
    const queries = pageState(html).json.queries;
    expect(queries.map((query) => query.queryKey)).toContainEqual([
      ['content', 'recipes', 'bySlug'],
      { input: { slug: recipe.slug }, type: 'query' },
    ]);
    // Every query the page drew was fetched by a loader: nothing was left to the browser.
    expect(lines.filter((line) => line.msg === 'server-rendered page without some of its data')).toEqual([]);
  });

  it('draws every public page with the data its loaders fetched, nothing left to the browser', async () => {
    const author = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { authorId: author.id, topicId: topic.id });
    await createTestReply(t.db, { authorId: author.id, threadId: thread.id });
    const post = await createTestPost(t.db);
    const resource = await createTestResource(t.db);
    const pages = [
      '/',
      '/blog',
      `/blog/${post.slug}`,
      '/recipes',
      '/resources',
      `/resources/id/${resource.id}`,
      '/community',
      `/community/thread/${thread.id}`,
      `/community/topic/${topic.id}`,
      '/search?q=post',
      '/test-search',
    ];
    for (const page of pages) {
      const res = await app().request(page);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain(PAGE_STATE_ID);
    }
    expect(lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
  });

  it('keeps text that could end a script element inside the page state', async () => {
    const post = await createTestPost(t.db, { title: 'Naps </script><script>alert(1)</script>' });
    const html = await (await app().request(`/blog/${post.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(pageState(html).json.queries.some((query) => JSON.stringify(query.state.data).includes('</script><script>alert(1)'))).toBe(true);
  });

  it("keeps a visitor's page until a write changes what it shows", async () => {
    const recipe = await createTestRecipe(t.db, { title: 'Banana Bread' });
    const first = await app().request(`/recipes/${recipe.slug}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    expect((await app().request(`/recipes/${recipe.slug}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    await t.db.execute(`update recipes set title = 'Banana Loaf' where id = ${recipe.id}`);
    // Unchanged for the cache until a write says so: the kept page is sent.
    expect(await (await app().request(`/recipes/${recipe.slug}`)).text()).toContain('Banana Bread');
    await cache.changed(['content']);
    const after = await (await app().request(`/recipes/${recipe.slug}`)).text();
    expect(rootOf(after)).toContain('Banana Loaf');
  });

  it("draws a member's page as theirs, and keeps it from everyone else", async () => {
    const member = await createTestUser(t.db, { username: 'ssr_member' });
    const cookie = await sessionCookieFor(t.db, member);
    const recipe = await createTestRecipe(t.db);
    const theirs = await app().request(`/recipes/${recipe.slug}`, { headers: { cookie } });
    expect(theirs.headers.get('cache-control')).toBe('private, no-cache');
    const state = pageState(await theirs.text()).json.queries;
    expect(state.find((query) => JSON.stringify(query.queryKey).includes('"me"'))?.state.data).toMatchObject({ username: 'ssr_member' });

    const visitors = await (await app().request(`/recipes/${recipe.slug}`)).text();
    expect(visitors).not.toContain('ssr_member');
  });

  it("draws a member's header with their unread count, nothing left to the browser", async () => {
    const member = await createTestUser(t.db);
    await createTestNotification(t.db, { userId: member.id });
    const cookie = await sessionCookieFor(t.db, member);
    const html = await (await app().request('/', { headers: { cookie } })).text();
    const unread = pageState(html).json.queries.find((query) => JSON.stringify(query.queryKey).includes('"unreadCount"'));
    expect(unread?.state.data).toEqual({ count: 1 });
    expect(rootOf(html)).toContain('Notifications, 1 unread');
    expect(lines.filter((line) => line.msg === 'server-rendered page without some of its data')).toEqual([]);
  });

  // Eight requests a page, one after another, for ~100 pages: a loaded two-core machine took 22–78 s.
  it(
    'answers every page, with hostile parameters, as a visitor and as a member: never a 5xx, no page drawn without its data',
    { timeout: 120_000 },
    async () => {
      const member = await createTestUser(t.db);
      await createTestThread(t.db, { authorId: member.id, topicId: (await createTestTopic(t.db)).id });
      await createTestPost(t.db);
      await createTestRecipe(t.db);
      const cookie = await sessionCookieFor(t.db, member);
      const query = '?page=abc&q=%00&cursor=-1&type=%F0%9F%8D%BC&token=x&redirect=%2F%2Fevil.example';
      const failures: string[] = [];
      for (const page of clientPagePaths()) {
        for (const value of ['1', 'abc', '%00', '99999999999999999999']) {
          const url = `${page.replace(/\$\w+/g, value)}${query}`;
          for (const headers of [{}, { cookie }] as Record<string, string>[]) {
            const res = await app().request(url, { headers });
            if (res.status >= 500) failures.push(`${res.status} ${url}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
    },
  );

  it("leaves member and admin pages and one person's emailed links to the browser, and keeps no page of missing content", async () => {
    for (const page of ['/profile/saved-items', '/admin', '/unsubscribe?token=not-a-token']) {
      const html = await (await app().request(page)).text();
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).not.toContain(PAGE_STATE_ID);
    }
    // Drawn loading, as the browser draws it before asking again; a 404, and not kept.
    const missing = await app().request('/recipes/no-such-recipe');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
