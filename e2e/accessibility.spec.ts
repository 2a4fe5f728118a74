import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { clientPagePaths } from '../build/route-manifest';
import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, newMember, register, test } from './fixtures';

/**
 * Accessibility checked, not hoped for (issue 31): the pages of the route tree go through axe as a
 * visitor, a member and an admin, at a phone's width and a desktop's; a serious or critical
 * violation of WCAG 2.1 A/AA fails the journey, listed with its rule, impact, elements and page.
 *
 * Each role sees what is its own (one browser per role and width, signed in once):
 * - a visitor, every public page (a member's or admin's page sends her to the login page, which is
 *   one of them);
 * - a member, every member page, the Access Denied card that stands for every admin page, and the
 *   public pages that draw something for her (`DRAWN_FOR_MEMBERS`);
 * - an admin, every admin page and the public pages with admin-only controls (`DRAWN_FOR_ADMINS`).
 * The header, which changes with who is signed in, is checked on every page. A page added to the
 * app is checked without being listed here; a new dynamic page needs its demo sample in
 * `demoSamples` (the journey fails until it has one).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTE_TREE = path.join(ROOT, 'src/client/routeTree.gen.ts');

/** The page paths, '/blog/' as '/blog' (the server redirects a trailing slash). */
const PAGES = [...new Set(clientPagePaths(ROUTE_TREE).map((page) => (page === '/' ? page : page.replace(/\/$/, ''))))];

/** The pages behind the member guard: the route tree's ids under the pathless `_member` layout. */
const MEMBER_PAGES = new Set(
  [...readFileSync(ROUTE_TREE, 'utf8').matchAll(/'\/_member(\/[^']*)':/g)].map((m) => m[1]!.replace(/(.)\/$/, '$1')),
);
const isAdminPage = (page: string) => /^\/admin(\/|$)/.test(page) && page !== '/admin/login';
const PUBLIC_PAGES = PAGES.filter((page) => !isAdminPage(page) && !MEMBER_PAGES.has(page));
const MEMBER_ONLY_PAGES = PAGES.filter((page) => MEMBER_PAGES.has(page));
const ADMIN_PAGES = PAGES.filter(isAdminPage);

/** Public pages that draw a member's own controls: like and save buttons, the reply box, "Start a discussion". */
const DRAWN_FOR_MEMBERS = [
  '/',
  '/blog/$slug',
  '/recipes',
  '/recipes/$slug',
  '/resources/id/$id',
  '/community',
  '/community/landing',
  '/community/topic/$id',
  '/community/thread/$id',
  '/search',
];
/** Public pages with controls for admins only (the home's font preview, a thread's moderation). */
const DRAWN_FOR_ADMINS = ['/', '/community/thread/$id'];
for (const page of [...DRAWN_FOR_MEMBERS, ...DRAWN_FOR_ADMINS]) {
  if (!PUBLIC_PAGES.includes(page)) throw new Error(`${page} is no public page of the route tree: update the accessibility journey.`);
}

/** What a page is opened with when its bare address would show less than it can (results, the form). */
const SEARCHES: Record<string, string> = {
  '/search': '?q=sleep',
  '/simplified-search': '?q=sleep',
  '/test-search': '?q=sleep',
  // Well formed, so the form shows; never submitted.
  '/reset-password': `?token=${'a'.repeat(32)}`,
};

type Samples = Record<string, string>;

/** A real demo item for each dynamic segment, read from the REST API as an integrator would. */
async function demoSamples(request: APIRequestContext): Promise<Samples> {
  const list = async <T>(url: string): Promise<T[]> => {
    const response = await request.get(url);
    expect(response.ok(), `GET ${url}`).toBe(true);
    const items = (await response.json()) as T[];
    expect(items.length, `demo items at ${url}`).toBeGreaterThan(0);
    return items;
  };
  const [post] = await list<{ id: number; slug: string }>('/api/blog-posts?limit=1');
  const [recipe] = await list<{ id: number; slug: string }>('/api/recipes?limit=1');
  const [resource] = await list<{ id: number }>('/api/resources');
  const [comparison] = await list<{ slug: string }>('/api/product-comparisons');
  const [thread] = await list<{ id: number; author: { id: number } }>('/api/community/threads/recent?limit=1');
  const [topic] = await list<{ id: number }>('/api/community/topics');
  const [author] = await list<{ id: number }>('/api/authors');
  const [perk] = await list<{ id: number }>('/api/perks');
  return {
    '/blog/$slug': `/blog/${post!.slug}`,
    '/recipes/$slug': `/recipes/${recipe!.slug}`,
    '/resources/id/$id': `/resources/id/${resource!.id}`,
    '/product-comparison/$category': `/product-comparison/${comparison!.slug}`,
    '/community/thread/$id': `/community/thread/${thread!.id}`,
    '/community/threads/$id': `/community/threads/${thread!.id}`,
    '/community/topic/$id': `/community/topic/${topic!.id}`,
    '/community/profile/$id': `/community/profile/${thread!.author.id}`,
    '/admin/authors/edit/$id': `/admin/authors/edit/${author!.id}`,
    '/admin/blog-posts/edit/$id': `/admin/blog-posts/edit/${post!.id}`,
    '/admin/recipes/edit/$id': `/admin/recipes/edit/${recipe!.id}`,
    '/admin/resources/edit/$id': `/admin/resources/edit/${resource!.id}`,
    '/admin/perks/$id': `/admin/perks/${perk!.id}`,
    '/admin/perks/edit/$id': `/admin/perks/edit/${perk!.id}`,
    '/admin/members/$id': `/admin/members/${thread!.author.id}`,
  };
}

/** The demo campaign: no REST path lists campaigns, so its link is read from the admin's list. */
async function campaignSample(page: Page): Promise<Samples> {
  await page.goto('/admin/email-marketing');
  const href = await page.locator('main a[href^="/admin/email-marketing/"]').filter({ hasNotText: /new/i }).first().getAttribute('href');
  expect(href, 'a campaign in the admin list').toMatch(/^\/admin\/email-marketing\/\d+$/);
  return { '/admin/email-marketing/$id': href! };
}

/**
 * An integration for its page (/admin/integrations/$id): the demo data has none, so the admin
 * adds one through the API (the token it answers is never used).
 */
async function integrationSample(page: Page): Promise<Samples> {
  const created = await page.request.post('/api/admin/integrations', {
    data: { name: 'Accessibility check', scopes: ['webhooks:manage'] },
  });
  expect(created.status(), 'POST /api/admin/integrations').toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { '/admin/integrations/$id': `/admin/integrations/${id}` };
}

function address(page: string, samples: Samples): string {
  if (page.includes('$')) {
    const sample = samples[page];
    if (!sample) throw new Error(`No demo sample for the dynamic page ${page}: add one to the accessibility journey.`);
    return sample;
  }
  return page + (SEARCHES[page] ?? '');
}

/** Pages that show loading states on purpose (a spinner, a skeleton), so they are never "loaded". */
const SHOWS_LOADERS = new Set(['/animation-demo']);

/** A page's data on a two-core machine that other work keeps busy. */
const SETTLE_TIMEOUT = 30_000;

const LOADERS = [
  '[aria-busy="true"]',
  '.chakra-skeleton',
  '[data-scope="skeleton"]',
  '.chakra-spinner',
  '[role="status"][aria-label^="Loading"]',
].join(', ');

/**
 * Waits for what the page shows once its data is in: the footer drawn (it is drawn when near, so
 * the page is scrolled to its end, which also draws lazy sections), and no loading text, spinner,
 * skeleton or busy region left.
 */
async function settle(page: Page, route: string) {
  // Scrolled to the end again until the footer is drawn: a page still drawing grows under the first scroll.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo'), `the footer on ${page.url()}`).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: SETTLE_TIMEOUT });
  if (!SHOWS_LOADERS.has(route)) {
    const loading = page.locator(LOADERS).or(page.getByText(/^Loading\.\.\.$/).filter({ visible: true }));
    await expect(loading, `still loading on ${page.url()}`).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The time a page may take, on top of the journey's own. */
const PAGE_BUDGET = 20_000;

type Finding = { page: string; rule: string; impact: string; help: string; targets: string[] };

const WIDTHS = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
];

/**
 * Opens each page in turn in this browser and runs axe on it at each width: loaded once at a
 * phone's, then widened, as a window is (the layouts chosen in JavaScript change with it). A page
 * that sends this visitor on (the sign-in pages for a member, a guard's redirect) is checked where
 * it lands, once.
 */
async function checkPages(page: Page, pages: string[], samples: Samples): Promise<Finding[]> {
  // Each page loaded, settled and analysed twice: a few seconds, up to twenty on a busy two-core machine.
  test.setTimeout(60_000 + pages.length * PAGE_BUDGET);
  const findings: Finding[] = [];
  const checked = new Set<string>();
  for (const route of pages) {
    await page.setViewportSize(WIDTHS[0]!.viewport);
    await page.goto(address(route, samples));
    const landed = new URL(page.url());
    const key = landed.pathname + landed.search;
    if (checked.has(key)) continue;
    checked.add(key);
    for (const { label, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await settle(page, route);
      // Only the violations are read: passes and incomplete checks are not listed node by node.
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const violation of results.violations) {
        if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
        findings.push({
          page: `${key} (${label}, ${viewport.width} px)`,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        });
      }
    }
  }
  return findings;
}

function report(findings: Finding[]): string {
  return [
    `${findings.length} serious or critical accessibility violation(s):`,
    ...findings.map(
      (f) =>
        `- [${f.impact}] ${f.rule} on ${f.page}: ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}` +
        (f.targets.length > 8 ? `\n    … and ${f.targets.length - 8} more` : ''),
    ),
  ].join('\n');
}

function expectNoFindings(findings: Finding[]) {
  expect(
    findings.map((f) => `${f.page} ${f.rule}`),
    report(findings),
  ).toEqual([]);
}

test.describe("every page passes axe at a phone's width (390 px) and a desktop's (1280 px)", () => {
  test('as a visitor', async ({ page, request }) => {
    const samples = await demoSamples(request);
    expectNoFindings(await checkPages(page, PUBLIC_PAGES, samples));
  });

  test('as a member', async ({ page, request }) => {
    const samples = await demoSamples(request);
    await register(page, newMember());
    // Every admin page shows a member the same Access Denied card: one of them stands for all.
    expectNoFindings(await checkPages(page, [...MEMBER_ONLY_PAGES, ADMIN_PAGES[0]!, ...DRAWN_FOR_MEMBERS], samples));
  });

  test('as an admin', async ({ page, request }) => {
    await logIn(page, E2E_ADMIN, '/admin/login');
    const samples = { ...(await demoSamples(request)), ...(await campaignSample(page)), ...(await integrationSample(page)) };
    expectNoFindings(await checkPages(page, [...ADMIN_PAGES, ...DRAWN_FOR_ADMINS], samples));
  });
});
