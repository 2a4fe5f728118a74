import { expect, test } from './fixtures';

/** What crawlers and link previewers read, fetched as they do: without running the page. */

test('the sitemap lists public content with dates, and nothing unpublished or private', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(/<loc>[^<]+\/recipes\/freezer-beef-veggie-bolognese<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+Z<\/lastmod>/);
  expect(xml).toMatch(/<loc>[^<]+\/blog\/eating-well-in-pregnancy<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/community\/thread\/\d+<\/loc>/);
  // The demo draft post, members' files and members' emails never appear.
  expect(xml).not.toContain('reusable-nappies-three-month-trial');
  expect(xml).not.toContain('.pdf');
  expect(xml).not.toContain('@example.com');
});

test('the feed is RSS 2.0 of the blog', async ({ request }) => {
  const res = await request.get('/feed.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toMatch(/<item>\s*<title>[^<]+<\/title>\s*<link>[^<]+\/blog\/[^<]+<\/link>/);
  expect(xml).not.toContain('reusable-nappies-three-month-trial');
});

test('every page names the feed in its head, for feed readers and browsers to find', async ({ request }) => {
  // Server-drawn pages and the app's shell (a members' page) alike.
  for (const path of ['/', '/blog', '/community', '/recipes', '/member-giveaways']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="alternate" type="application/rss+xml" title="Mama Village Blog" href="/feed.xml" />');
  }
});

test('robots.txt points at the sitemap and keeps crawlers out of private areas', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  for (const area of ['/admin', '/api/', '/profile/', '/perks']) expect(text).toContain(`Disallow: ${area}\n`);
});

test("a recipe page's HTML carries its own head and Recipe JSON-LD", async ({ request }) => {
  const res = await request.get('/recipes/freezer-beef-veggie-bolognese');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<title>[^<]*Bolognese[^<]* · Mama Village<\/title>/i);
  expect(head).toMatch(/<link rel="canonical" href="[^"]+\/recipes\/freezer-beef-veggie-bolognese" \/>/);
  const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(head)?.[1];
  expect(image).toMatch(/\/og\/recipes\/freezer-beef-veggie-bolognese\.png$/);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const recipe = scripts.find((ld) => ld['@type'] === 'Recipe');
  expect(recipe.recipeIngredient.length).toBeGreaterThan(0);
  expect(recipe.recipeInstructions[0]['@type']).toBe('HowToStep');
  expect(recipe.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  expect(scripts.some((ld) => ld['@type'] === 'BreadcrumbList')).toBe(true);

  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('a missing recipe answers 404 with a not-found title', async ({ request }) => {
  const res = await request.get('/recipes/no-such-recipe');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<title>Page not found · Mama Village</title>');
});
