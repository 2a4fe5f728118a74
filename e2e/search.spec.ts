import { expect, screenshot, shoot, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/**
 * Search (issue 13 §1): the header box suggests results as you type and Enter lands on
 * /simplified-search, where a demo recipe is found by a word of its title among the first
 * results; the full and grouped pages filter, page and highlight.
 */
test.describe('search', () => {
  test('the header search suggests, then finds a demo recipe by a word of its title', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('search').getByPlaceholder('Search articles, recipes...');
    await box.fill('cookies');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option', { name: /Lactation Oat Cookies/ })).toBeVisible();
    await screenshot(page, 'search-suggestions-desktop');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/simplified-search\?q=cookies&t=\d+$/);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const firstTitles = await results.locator('h3').evaluateAll((headings) => headings.slice(0, 3).map((h) => h.textContent));
    expect(firstTitles).toContain('Lactation Oat Cookies');
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/cookies/i);
    await shoot(page, 'search-results');
  });

  test('arrow keys pick a suggestion and Enter opens it in the app', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('search').getByPlaceholder('Search articles, recipes...');
    await box.fill('bolognese');
    await expect(page.getByRole('option', { name: /Bolognese/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /header-search-suggestions-0/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/recipes\/[^?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Bolognese/);
  });

  test('/search filters by type and keeps its state in the URL; /test-search groups', async ({ page }) => {
    await page.goto('/search?q=sleep');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/type=blog_post/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await shoot(page, 'search-filtered');
    await page.goto('/test-search?q=baby');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await shoot(page, 'search-grouped');
    await page.goto('/search?q=zzzxqq');
    await expect(page.getByText(/Nothing found for/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular with mums right now' })).toBeVisible();
    await shoot(page, 'search-empty');
  });

  test('on a phone the search dialog lands on the results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mama Village' });
    await dialog.getByPlaceholder('Search articles, recipes, resources...').fill('purée');
    await dialog.getByPlaceholder('Search articles, recipes, resources...').press('Enter');
    await expect(page).toHaveURL(/\/simplified-search\?q=pur%C3%A9e&t=\d+$/);
    await expect(page.getByRole('link', { name: /Purée/ }).first()).toBeVisible();
  });
});
