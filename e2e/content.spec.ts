import type { Page } from '@playwright/test';
import { expect, newMember, register, screenshot, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Scrolls through the page so lazy images load, then back to the top, and waits for them. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Nothing may stick out sideways on a phone (the comparison table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string, size: typeof PHONE) {
  await page.setViewportSize(size);
  await settle(page);
  if (size.width === PHONE.width) await expectNoSidewaysScroll(page);
  await screenshot(page, name);
}

test.describe('blog', () => {
  test('a post opened from /blog shows its body and author', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(9);
    // The oldest post is on the second page.
    await main.getByRole('button', { name: 'Load more' }).click();
    const oldest = main.getByRole('link', { name: 'Starting Solids: A Calm Guide to the First Few Weeks' });
    await expect(oldest).toBeVisible();
    expect(await main.getByRole('article').count()).toBeGreaterThan(9);
    // The last page is in: no more 'Load more' (nor its 'Loading...' state).
    await expect(main.getByRole('button', { name: /Load more|Loading/ })).toHaveCount(0);
    await oldest.click();

    await expect(page).toHaveURL(/\/blog\/starting-solids-first-few-weeks$/);
    const article = page.getByRole('article', { name: 'Starting Solids: A Calm Guide to the First Few Weeks' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starting Solids: A Calm Guide to the First Few Weeks');
    await expect(article.getByRole('heading', { level: 2, name: 'When to start' })).toBeVisible();
    await expect(article.getByText(/Australian guidelines recommend introducing solid foods/)).toBeVisible();
    await expect(article.getByText('at around six months')).toHaveJSProperty('tagName', 'STRONG');
    await expect(article.getByText('Tessa Nguyen').first()).toBeVisible();
    await expect(article.getByText(/Paediatric Dietitian/).first()).toBeVisible();
    await expect(article.getByText('March 4, 2026')).toBeVisible();
    await expect(article.getByText('Nutrition', { exact: true })).toBeVisible();
    const outside = article.getByRole('link', { name: 'Raising Children Network' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('region', { name: 'You might also like' }).getByRole('article')).toHaveCount(3);

    await shoot(page, 'blog-post-desktop', DESKTOP);
    await shoot(page, 'blog-post-390', PHONE);
  });

  test('the category filter keeps its choice in ?category=', async ({ page }) => {
    await page.goto('/blog');
    const filters = page.getByRole('navigation', { name: 'Filter articles by category' });
    await filters.getByRole('link', { name: 'Sleep Routines' }).click();
    await expect(page).toHaveURL(/\/blog\?category=sleep-routines$/);
    await expect(filters.getByRole('link', { name: 'Sleep Routines' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Sleep Routines');
    await screenshot(page, 'blog-list-desktop');
  });

  test('an unknown post shows the not-found page', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('recipes', () => {
  test('a recipe shows its ingredients and steps', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(9);
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect(main.getByRole('article')).toHaveCount(10);

    await page.goto('/recipes/lactation-oat-cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Lactation Oat Cookies' })).toBeVisible();
    await expect(page.getByText('Perfect for:')).toBeVisible();
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('checkbox')).toHaveCount(12);
    await ingredients.getByLabel('1 egg, at room temperature').check();
    await expect(ingredients.getByLabel('1 egg, at room temperature')).toBeChecked();
    const steps = page.getByRole('region', { name: 'Method' }).getByRole('listitem');
    await expect(steps).toHaveCount(8);
    await expect(steps.first()).toContainText('Preheat the oven to 180°C');
    await expect(page.getByRole('button', { name: 'Print recipe' })).toBeVisible();

    // Servings scale the quantities.
    await ingredients.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(ingredients.getByRole('group', { name: 'Serves' })).toContainText('19');
    await ingredients.getByRole('button', { name: 'Reset' }).click();

    // Printing hides the site's header, footer and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print recipe' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Lactation Oat Cookies' })).toBeVisible();
    await screenshot(page, 'recipe-print');
    await page.emulateMedia({ media: 'screen' });

    await shoot(page, 'recipe-desktop', DESKTOP);
    await shoot(page, 'recipe-390', PHONE);
  });

  test("a visitor's Save button says on hover or focus that saving needs an account", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/recipes/lactation-oat-cookies');
    const save = page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
    await save.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText('Sign in to save');
    await expect(save).toHaveAccessibleDescription('Sign in to save');
    // Above the button, inside the window.
    const [tipBox, saveBox] = [await tip.boundingBox(), await save.boundingBox()];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(saveBox!.y);
    expect(tipBox!.x).toBeGreaterThanOrEqual(0);
    expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'recipe-save-tooltip');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    await page.mouse.move(0, 0);
    await save.focus();
    await expect(tip).toHaveText('Sign in to save');
    await save.blur();
    await expect(tip).toBeHidden();
  });
});

test.describe('resources', () => {
  test('the filters follow ?category= and the tabs', async ({ page }) => {
    await page.goto('/resources?category=downloadable');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const main = page.getByRole('main');
    const tabs = page.getByRole('navigation', { name: 'Show resources' });
    await expect(tabs.getByRole('link', { name: 'Downloadable' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('article')).toHaveCount(5);
    await expect(main.getByRole('link', { name: 'Sleep Routine Planner' })).toBeVisible();
    await expect(main.getByText('Become a Member')).toHaveCount(0);

    await page.goto('/resources?category=masterclass');
    await expect(tabs.getByRole('link', { name: 'Masterclasses' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByText('Become a Member')).toHaveCount(4);
    await expect(main.getByRole('link', { name: 'Sleep Routine Planner' })).toHaveCount(0);

    await tabs.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(main.getByRole('region', { name: 'Guides & downloads' }).getByRole('article')).toHaveCount(6);
    await expect(main.getByRole('region', { name: 'Expert Masterclasses' }).getByText('Become a Member')).toHaveCount(4);
    await shoot(page, 'resources-desktop', DESKTOP);
    await shoot(page, 'resources-390', PHONE);
    await page.setViewportSize(DESKTOP);

    await tabs.getByRole('link', { name: 'Downloadable' }).click();
    await expect(page).toHaveURL(/\/resources\?category=downloadable$/);
    await expect(main.getByRole('article')).toHaveCount(5);
    await tabs.getByRole('link', { name: 'Masterclasses' }).click();
    await expect(page).toHaveURL(/\/resources\?category=masterclass$/);
    await expect(main.getByText('Become a Member')).toHaveCount(4);
  });

  test('a visitor is invited to join for a members-only resource', async ({ page }) => {
    await page.goto('/resources?category=downloadable');
    await page.getByRole('link', { name: 'Sleep Routine Planner' }).click();
    await expect(page).toHaveURL(/\/resources\/id\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: 'Sleep Routine Planner' })).toBeVisible();
    const panel = page.getByRole('complementary');
    await expect(panel.getByRole('heading', { name: 'This resource is for members' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', `/auth?redirect=%2Fresources%2Fid%2F${id}`);
    await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/community/auth?redirect=%2Fresources%2Fid%2F${id}`);
    await expect(panel.getByRole('link', { name: 'Download' })).toHaveCount(0);
    const refused = await page.request.get(`/api/resources/${id}/download`);
    expect(refused.status()).toBe(401);
    await screenshot(page, 'resource-visitor-desktop');
  });

  test('a member downloads the PDF', async ({ page }) => {
    await register(page, newMember());
    await page.goto('/resources?category=downloadable');
    await page.getByRole('link', { name: 'Sleep Routine Planner' }).click();
    const download = page.getByRole('complementary').getByRole('link', { name: 'Download' });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('download', '');
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/resources\/\d+\/download$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'resource-member-desktop');
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'resource-member-390');
  });

  test('an outside guide opens in a new tab, a coming-soon masterclass says so', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Safe Sleep Essentials for Babies' }).click();
    const open = page.getByRole('complementary').getByRole('link', { name: /Open resource/ });
    await expect(open).toHaveAttribute('href', 'https://rednose.org.au/');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    // Masterclass cards lead to /auth (PRODUCT.md "Screens"), so the page is reached by its address.
    const list = (await (await page.request.get('/api/resources')).json()) as { id: number; title: string }[];
    const masterclass = list.find((resource) => resource.title === 'Gentle Sleep Settling');
    await page.goto(`/resources/id/${masterclass?.id}`);
    const panel = page.getByRole('complementary', { name: 'Masterclass' });
    await expect(panel.getByText('Coming Soon')).toBeVisible();
    await expect(panel.getByText("This masterclass hasn't opened yet. We'll let members know as soon as it does.")).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Join Now' })).toBeVisible();
  });

  test('an unknown or malformed resource id shows the not-found page', async ({ page }) => {
    await page.goto('/resources/id/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/resources/id/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('product comparison', () => {
  test('products side by side, with links to the other comparisons', async ({ page }) => {
    await page.goto('/product-comparison/prams');
    await expect(page.getByRole('heading', { level: 1, name: 'Prams & Strollers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Prams & Strollers compared side by side' });
    await expect(table.getByRole('columnheader', { name: /Coastline Cruiser/ })).toContainText('A$1,299');
    await expect(
      table.getByRole('columnheader', { name: /Coastline Cruiser/ }).getByRole('img', { name: 'Rated 4.6 out of 5' }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Weight', exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Best for' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Pros' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Cons' })).toBeVisible();

    await shoot(page, 'comparison-desktop', DESKTOP);
    await shoot(page, 'comparison-390', PHONE);
    // On a phone the table scrolls inside its box while the feature column stays put.
    const scroller = page.getByRole('region', { name: 'Prams & Strollers compared side by side' });
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const weight = table.getByRole('rowheader', { name: 'Weight', exact: true });
    const before = await weight.boundingBox();
    await scroller.evaluate((el) => el.scrollTo({ left: 300 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await weight.boundingBox())?.x).toBe(before?.x);
    await screenshot(page, 'comparison-390-scrolled');
    await page.setViewportSize(DESKTOP);

    const others = page.getByRole('navigation', { name: 'Compare other products' });
    await others.getByRole('link', { name: 'Baby Carriers' }).click();
    await expect(page).toHaveURL(/\/product-comparison\/baby-carriers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baby Carriers' })).toBeVisible();
  });

  test('an unknown category shows the not-found page', async ({ page }) => {
    await page.goto('/product-comparison/spaceships');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
