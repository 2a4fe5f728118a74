import { expect, test } from './fixtures';

/**
 * The API reference (docs/ARCHITECTURE.md "Integrator API"): Scalar draws the published document
 * from this site alone (its bundle served here, no CDN, no fonts or anything else from another
 * host) under the pages' CSP with a nonce; the fixtures fail the test on any CSP violation or
 * console error. The site's own pages load nothing of it.
 */
test.describe('the API reference', () => {
  test('/developers/api draws the document with no request to another host and no CSP violation', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const pending = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
      pending.add(request.url());
    });
    page.on('requestfinished', (request) => pending.delete(request.url()));
    page.on('requestfailed', (request) => pending.delete(request.url()));
    const res = await page.goto('/developers/api', { waitUntil: 'load' });
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await expect(page.getByText('Mama Village API').first()).toBeVisible({ timeout: 30_000 });
    // An operation from the catalogue, drawn from /api/openapi.json.
    await expect(page.getByText('This document').first()).toBeVisible();
    await page.getByText('Content', { exact: true }).first().click();
    await expect(page.getByText('Published articles, newest first').first()).toBeVisible();
    // Every request the page made has ended (Chromium's own "networkidle" once waited out the whole
    // test in CI with all of them answered): a late one to another host would be in `elsewhere`.
    await expect.poll(() => [...pending]).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test('the changelog lists the operations by the day they came', async ({ page }) => {
    await page.goto('/developers/api/changelog', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mama Village API: changelog');
    await expect(page.getByRole('heading', { name: '2026-11-21' })).toBeVisible();
    await expect(page.getByText('GET /api/openapi.json')).toBeVisible();
  });

  test("the site's first load fetches nothing of the reference", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/developers/') || path.includes('scalar'))).toEqual([]);
  });
});
