import { expect, newMember, register, screenshot, test } from './fixtures';

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await screenshot(page, 'shell-not-found');
});

test('unknown /api paths answer JSON, not the page', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Not found' });
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the visitor mobile menu opens, locks scrolling and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByPlaceholder('Search articles, recipes...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Blog', 'Recipes', 'Resources', 'Community', 'Perks & Benefits', 'Login / Create Account', 'Join Now']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await screenshot(page, 'shell-mobile-menu-visitor');
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('the member mobile menu has the account links and logs out', async ({ page }) => {
    await register(page, newMember());
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Saved Items' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await screenshot(page, 'shell-mobile-menu-member');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  });
});

test('desktop header for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByPlaceholder('Search articles, recipes...')).toBeVisible();
  await page.getByRole('button', { name: 'Member Features' }).click();
  for (const label of ['Recipes', 'Resources', 'Community', 'Perks & Benefits', 'Member Giveaways', 'Product Feedback']) {
    await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await screenshot(page, 'shell-desktop-visitor');
});

test.describe("at a tablet's width (800 px)", () => {
  test.use({ viewport: { width: 800, height: 1100 } });

  test('the desktop header fits: nothing off the screen, and its search button opens the search', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expect(page.getByPlaceholder('Search articles, recipes...')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('dialog').getByRole('searchbox', { name: 'Search' });
    await expect(box).toBeFocused();
    await screenshot(page, 'shell-tablet-search');
    await box.fill('banana');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/simplified-search\?q=banana/);
  });
});
