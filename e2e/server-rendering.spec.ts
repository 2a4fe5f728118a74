import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { appTookOver, expect, shoot, test } from './fixtures';

/** Public pages arrive drawn (issue 13 §3): readable before any JavaScript, then taken over by the app without asking again. */

const RECIPE = '/recipes/freezer-beef-veggie-bolognese';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a recipe, the home page and a thread are readable as the server sent them', async ({ page }) => {
    await page.goto(RECIPE);
    await expect(page.getByRole('heading', { level: 1, name: /Bolognese/i })).toBeVisible();
    await expect(page.getByText(/Ingredients/i).first()).toBeVisible();
    await shoot(page, 'ssr-recipe-no-js');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
    await shoot(page, 'ssr-home-no-js');

    await page.goto('/community');
    const thread = page.locator('a[href^="/community/thread/"]').first();
    const title = (await thread.innerText()).trim();
    await page.goto((await thread.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split('\n')[0]!.slice(0, 20));
  });
});

test('the app takes over a server-rendered page without fetching its data again, and moves on from there', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A member's like and save states are the browser's to ask for (PRODUCT.md "States and transitions").
    if (url.pathname.startsWith('/trpc/') && !url.pathname.includes('reactions.')) asked.push(url.pathname);
  });
  await page.goto(RECIPE);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: /Bolognese/i })).toBeVisible();

  // Hydrated: a link is the client router's now (no full page load), and the next page fetches its own data.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('link', { name: 'All recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Named as the server names it when opened directly: the tab, and what a screen reader announces.
  await expect(page).toHaveTitle('Recipes · Mama Village');
});

test('forum pages, whose reads are fetched afresh whenever a page opens, are taken over without asking again; the next page asks', async ({
  page,
}) => {
  const forumReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/'))
      forumReads.push(
        ...url.pathname
          .slice('/trpc/'.length)
          .split(',')
          .filter((name) => /^community\.(threads|topics)\.(?!recordView)/.test(name)),
      );
  });
  await page.goto('/community');
  await page.waitForLoadState('networkidle');
  expect(forumReads).toEqual([]);
  const thread = page.locator('a[href^="/community/thread/"]').first();
  const threadPath = (await thread.getAttribute('href'))!;
  await thread.click();
  await expect(page).toHaveURL(threadPath);
  await expect.poll(() => forumReads).toContain('community.threads.byId');
  await page.goBack();
  await expect.poll(() => forumReads).toContain('community.topics.list');

  forumReads.length = 0;
  await page.goto(threadPath);
  await page.waitForLoadState('networkidle');
  expect(forumReads).toEqual([]);
});

/**
 * Chunks are named by their hash alone (vite.config.ts, `chunkFileNames`): what one holds is in its
 * source map, beside it in the build the servers run (the site keeps its maps to itself).
 */
function modulesIn(script: string): string[] {
  const file = path.join(import.meta.dirname, '../dist/client', `${script}.map`);
  // The bundler's own runtime comes without a map.
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources;
}

test("a server-drawn page's app code is fetched once the page has loaded, not before", async ({ page }) => {
  await page.goto(RECIPE);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { loaded: navigation.loadEventStart, scripts };
  });
  let appRequested: number | undefined;
  for (const script of timing.scripts) {
    if (modulesIn(script.path).some((source) => source.endsWith('src/client/main.tsx'))) appRequested = script.startTime;
  }
  expect(appRequested).toBeDefined();
  expect(appRequested!).toBeGreaterThanOrEqual(timing.loaded);
});

test('the web fonts are named in the page itself: nothing holds back its first paint, and no style sheet is fetched later', async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual([]);
  // The body's and the headings' fonts, from the @font-face rules in the page's head.
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => `${font.family} ${font.weight}`);
  });
  expect(loaded).toEqual(expect.arrayContaining(['Inter 400', 'Playfair Display 700']));
});

test("a blog post's body comes written by the server: the browser loads no Markdown parser, and the app keeps the body as it came", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const postPath = '/blog/making-the-most-of-child-health-nurse-visits';
  const served = await (await page.request.get(postPath)).text();
  await page.goto(postPath);
  await page.waitForLoadState('networkidle');
  const body = page.locator('article .markdown-body');
  await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The same markup, both read through the browser's parser (it writes entities its own way).
  const [before, after] = await body.evaluate((element, html) => {
    const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('article .markdown-body');
    return [parsed?.innerHTML, element.innerHTML];
  }, served);
  expect(before).toBeTruthy();
  expect(after).toBe(before);
  const loaded = scripts.map(modulesIn);
  expect(loaded.flat().filter((source) => source.endsWith('shared/lib/markdown.tsx'))).toEqual([]);
  expect(loaded.flat().some((source) => source.endsWith('src/client/main.tsx'))).toBe(true);
});

test("the app takes over the server's styles where they are, inserting none of them again", async ({ page }) => {
  // Every style element taken out of the page, a move too: one that held rules had the browser
  // restyle the whole page.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement)
            removed.push(node.id || `${node.dataset.emotion} (${node.sheet?.cssRules.length ?? 0} rules)`);
    }).observe(document, { childList: true, subtree: true });
  });
  const served = await (await page.request.get('/')).text();
  const globalSheets = served.match(/<style data-emotion="css-global [\w-]+" data-s=""><\/style>/g) ?? [];
  expect(globalSheets.length).toBeGreaterThan(0);
  await page.goto('/');
  await appTookOver(page);
  const styles = await page.evaluate(() => {
    const server = document.getElementById('server-styles') as HTMLStyleElement;
    const serverClasses = new Set(server.dataset.ids!.split(' ').map((id) => `.css-${id}`));
    const others = [...document.querySelectorAll('style')].filter((style) => style !== server);
    const rulesOf = (style: HTMLStyleElement) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    return {
      removed: (window as unknown as { removedStyles: string[] }).removedStyles,
      // Chakra's <Global>s took their elements over (renamed `css-global`) and put nothing in them.
      globalSheets: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].map(
        (style) => `${style.dataset.emotion} ${rulesOf(style).length}`,
      ),
      resets: others.filter((style) => rulesOf(style).some((rule) => rule.startsWith('@layer reset'))).length,
      classesAgain: others.flatMap(rulesOf).filter((rule) => serverClasses.has(rule.split(/[ {:]/)[0]!)),
    };
  });
  expect(styles.removed.filter((style) => !style.endsWith('(0 rules)'))).toEqual([]);
  expect(styles.globalSheets).toEqual(globalSheets.map(() => 'css-global 0'));
  expect(styles.resets).toBe(0);
  expect(styles.classesAgain).toEqual([]);
});

/** Holds the app's code back until the journey releases it, so what comes first is the visitor's. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('before the app takes over', () => {
  test('a visitor who scrolls stays where she is', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    // Not waiting for the page's load: the journey's goto would wait for the app, held back.
    await page.goto('/recipes', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 600));
    releaseApp();
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('what she typed into the header search is kept, and Enter searches for it', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('search').getByPlaceholder('Search articles, recipes...');
    await box.fill('cookies');
    releaseApp();
    await appTookOver(page);
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Lactation Oat Cookies/ })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/simplified-search\?q=cookies&t=\d+$/);
  });
});
