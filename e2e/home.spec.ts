import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, newMember, register, screenshot, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * The page's lower half loads when the visitor scrolls near it: scroll to the bottom in steps,
 * wait for its last section and for every image, then go back to the top.
 */
async function revealWholePage(page: Page) {
  const community = page.getByRole('region', { name: 'Connect with Mums Who Get It' });
  for (let step = 0; step < 40 && !(await community.isVisible()); step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await expect(community).toBeVisible();
  // Lazy images below: scroll through once more, slowly, so each one loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function hrefs(links: Locator) {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

/** Every image on the page loaded (none broken, none left on a fallback it didn't need). */
async function expectNoBrokenImages(page: Page) {
  const broken = await page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
  );
  expect(broken).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('home page for a visitor', () => {
  test.use({ viewport: DESKTOP });

  test('shows every block with the demo content and links where the spec says', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your village for every stage of motherhood');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

    const hero = page.getByRole('region', { name: 'Your village for every stage of motherhood' });
    await expect(hero.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth');
    await expect(hero.getByRole('link', { name: 'Explore the Blog' })).toHaveAttribute('href', '/blog');

    const teaser = page.getByRole('region', { name: 'Join in, earn points, win prizes' });
    await expect(teaser.getByText(/1 free giveaway entry per month/)).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'Start Earning Points' })).toHaveAttribute('href', '/auth');
    await expect(teaser.getByRole('link', { name: 'Explore the Community' })).toHaveAttribute('href', '/community');

    const resources = page.getByRole('region', { name: 'Exclusive Resources' });
    await expect(resources.getByText('Access 10 expert resources', { exact: false })).toBeVisible();
    await expect(resources.getByRole('link', { name: 'Join to Access Resources' })).toHaveAttribute('href', '/auth');

    await revealWholePage(page);

    const masterclasses = page.getByRole('region', { name: 'Expert Masterclasses for Mums' });
    const cards = masterclasses.getByRole('link', { name: /Become a Member$/ });
    await expect(cards).toHaveCount(4);
    expect(new Set(await hrefs(cards))).toEqual(new Set(['/auth']));
    await expect(masterclasses.getByRole('link', { name: 'Gentle Sleep Settling Become a Member' })).toBeVisible();
    await expect(masterclasses.getByText('Coming Soon').first()).toBeVisible();
    const promo = masterclasses.getByTestId('masterclasses-promo');
    await expect(promo.getByText('Premium Content')).toBeVisible();
    await expect(promo.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/community');
    await expect(promo.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/resources');
    await expect(promo.getByRole('link', { name: 'Get the App' })).toHaveAttribute('href', '/download-app');

    const recipes = page.getByRole('region', { name: 'Real food for real family life' });
    const viewRecipe = recipes.getByRole('link', { name: 'View Recipe' });
    await expect(viewRecipe).toHaveCount(3);
    for (const href of await hrefs(viewRecipe)) expect(href).toMatch(/^\/recipes\/[a-z0-9-]+$/);
    await expect(recipes.getByRole('link', { name: 'Join to See All Recipes' })).toHaveAttribute('href', '/auth');

    const blog = page.getByRole('region', { name: 'Latest Articles' });
    const posts = blog.getByRole('article').getByRole('link');
    await expect(posts).toHaveCount(4);
    for (const href of await hrefs(posts)) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await expect(blog.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');

    const newsletter = page.getByRole('form', { name: 'Stay in the Loop' });
    await expect(newsletter.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeVisible();

    const perks = page.getByRole('region', { name: 'Exclusive Perks & Discounts' });
    const redeem = perks.getByRole('link', { name: 'Join to Redeem' });
    await expect(redeem.first()).toBeVisible();
    expect(new Set(await hrefs(redeem))).toEqual(new Set(['/auth']));
    await expect(perks.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth');
    await expect(perks.getByRole('link', { name: 'See All Perks' })).toHaveAttribute('href', '/perks');

    const community = page.getByRole('region', { name: 'Connect with Mums Who Get It' });
    // The demo community is alive: its latest discussions, not the empty state (community.spec.ts checks the list).
    await expect(community.getByRole('link', { name: 'View All' })).toBeVisible();
    await expect(community.getByText('No discussions yet')).toHaveCount(0);
    await expect(community.getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('heading', { name: 'Admin debug: masterclasses' })).toHaveCount(0);

    await expectNoBrokenImages(page);
    await screenshot(page, 'home-visitor-desktop');

    // A click anywhere on a masterclass card goes to /auth.
    await masterclasses.getByRole('link', { name: 'Gentle Sleep Settling Become a Member' }).getByText('Members Access').click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the newsletter form checks its fields, then subscribes', async ({ page }) => {
    await page.goto('/');
    await revealWholePage(page);
    const form = page.getByRole('form', { name: 'Stay in the Loop' });
    await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('First name').fill('Sarah');
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Email').fill(`sarah_${Date.now().toString(36)}@example.com`);
    await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    await expect(page.getByText('Successfully subscribed!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
  });
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the visitor home page fits the phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your village for every stage of motherhood');
    await revealWholePage(page);
    await expect(
      page.getByRole('region', { name: 'Expert Masterclasses for Mums' }).getByRole('link', { name: /Become a Member$/ }),
    ).toHaveCount(4);
    await expectNoSidewaysScroll(page);
    await expectNoBrokenImages(page);
    await screenshot(page, 'home-visitor-390');
  });
});

test.describe('home page for a member', () => {
  test.use({ viewport: DESKTOP });

  test('switches the links to the member destinations', async ({ page }) => {
    const member = newMember();
    await register(page, member);
    await page.goto('/');

    const hero = page.getByRole('region', { name: 'Your village for every stage of motherhood' });
    await expect(hero.getByRole('link', { name: 'Go to the community' })).toHaveAttribute('href', '/community');
    const banner = page.getByRole('region', { name: `Welcome back, ${member.username}!` });
    await expect(banner.getByRole('link', { name: 'Join the Discussion' })).toHaveAttribute('href', '/community');
    await expect(banner.getByRole('link', { name: 'View Progress' })).toHaveAttribute('href', '/community/profile');
    await expect(page.getByRole('region', { name: 'Exclusive Resources' }).getByRole('link', { name: 'Browse Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );

    await revealWholePage(page);
    await expect(
      page.getByRole('region', { name: 'Real food for real family life' }).getByRole('link', { name: 'Browse Recipes' }),
    ).toHaveAttribute('href', '/recipes');
    const perks = page.getByRole('region', { name: 'Exclusive Perks & Discounts' });
    const viewPerk = perks.getByRole('link', { name: 'View Perk' });
    await expect(viewPerk.first()).toBeVisible();
    expect(new Set(await hrefs(viewPerk))).toEqual(new Set(['/perks']));
    await expect(perks.getByRole('link', { name: 'Join to Redeem' })).toHaveCount(0);
    await expect(perks.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Join for Free' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin debug: masterclasses' })).toHaveCount(0);

    await expectNoBrokenImages(page);
    await screenshot(page, 'home-member-desktop');

    await banner.getByRole('link', { name: 'View Progress' }).click();
    await expect(page).toHaveURL(/\/community\/profile$/);
  });

  test('an admin gets the debug panel and can refresh the resources', async ({ page }) => {
    await logIn(page, E2E_ADMIN);
    await page.goto('/');
    await revealWholePage(page);
    const panel = page.getByRole('complementary', { name: 'Admin debug: masterclasses' });
    await panel.getByRole('button', { name: 'Show debug panel' }).click();
    await expect(panel.getByText('Learn from the experts, on your schedule')).toBeVisible();
    await expect(panel.getByText('Total resources').locator('xpath=following-sibling::*[1]')).toHaveText('10');
    await expect(panel.getByText('In the masterclass section').locator('xpath=following-sibling::*[1]')).toHaveText('4');
    const refreshed = page.waitForResponse((response) => response.url().includes('content.resources.list'));
    await panel.getByRole('button', { name: /Force Refresh Resources/ }).click();
    await refreshed;
  });
});
