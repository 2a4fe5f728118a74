import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, newMember, register, secondMember, shoot, test } from './fixtures';

/**
 * Points, levels and giveaways (issue 11): members see their points move, with a receipt for each;
 * farming earns nothing; the admin's point values apply from then on; the admin draws last
 * month's giveaway and a member checks the draw in her browser.
 */

/** The receipts on the member's own profile, newest first, as text. */
async function receipts(page: Page) {
  await page.goto('/community/profile');
  const progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByRole('list', { name: 'Points receipts' })).toBeVisible();
  return progress;
}

async function startThread(page: Page, title: string) {
  await page.goto('/community/new-thread');
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'Sleep' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: /Your post/ }).fill('Our little one wakes every hour. What helped yours?');
  await form.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page).toHaveURL(/\/community\/thread\/\d+$/);
  return new URL(page.url()).pathname;
}

async function reply(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your reply' }).fill(text);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText(text)).toBeVisible();
}

test.describe('points, levels and giveaways', () => {
  test('a member earns points for what she does, sees them in the banner and as receipts, and farming earns nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    const author = newMember();
    await register(page, author);
    const title = `Night waking at ${Date.now().toString(36)}`;
    const threadUrl = await startThread(page, title);
    // Replying in her own thread earns nothing.
    await reply(page, 'Adding: she is four months old.');

    const other = await secondMember(browser, baseURL);
    await other.page.goto(threadUrl);
    await reply(other.page, 'We moved bedtime earlier and it helped within a week.');
    const like = other.page.getByRole('main').getByRole('button', { name: /^Like/ }).first();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Unlike and like again: a like earns once per member and item, ever.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const otherProgress = await receipts(other.page);
    await expect(otherProgress.getByRole('listitem')).toHaveText([
      /^Liked a thread.*\+0\.1$/,
      new RegExp(`^Reply in ‘${title}’.*\\+0\\.25$`),
    ]);
    await expect(otherProgress).toContainText('0.35 points in all · 0.35 this month · 1 giveaway entry');
    await other.close();

    const progress = await receipts(page);
    await expect(progress.getByRole('listitem')).toHaveText([new RegExp(`^New thread ‘${title}’.*\\+0\\.5$`)]);
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await shoot(page, 'gamification-profile-progress');

    await page.goto('/');
    const banner = page.getByRole('region', { name: `Welcome back, ${author.username}!` });
    await expect(banner.getByRole('img', { name: 'Level 1: Newbie Mum' })).toBeVisible();
    await expect(banner.getByRole('list')).toContainText('0.5Points this month');
    await expect(banner.getByRole('list')).toContainText('1Giveaway entry this month');
    await banner.scrollIntoViewIfNeeded();
    await shoot(page, 'gamification-home-banner');
  });

  test('the admin changes what a reply earns, and the next reply earns the new value', async ({ page, browser, baseURL }) => {
    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/gamification');
    const replyPoints = page.getByRole('spinbutton', { name: 'Points for a reply' });
    await replyPoints.fill('1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await shoot(page, 'gamification-admin-settings');

    const author = await secondMember(browser, baseURL);
    const threadUrl = await startThread(author.page, `Teething tips ${Date.now().toString(36)}`);
    const member = await secondMember(browser, baseURL);
    await member.page.goto(threadUrl);
    await reply(member.page, 'Cold washcloths worked wonders for us.');
    const progress = await receipts(member.page);
    await expect(progress.getByRole('listitem')).toHaveText([/^Reply in ‘Teething tips .*’.*\+1$/]);
    await expect(progress).toContainText('1 point in all · 1 this month · 2 giveaway entries');
    await member.close();
    await author.close();

    // Back to the default for the journeys after this one.
    await page.goto('/admin/gamification');
    await page.getByRole('spinbutton', { name: 'Points for a reply' }).fill('0.25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
  });

  test('the admin draws last month’s giveaway, and a member checks the draw in her browser', async ({ page, browser, baseURL }) => {
    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/giveaways');
    const ready = page.getByRole('article').filter({ hasText: 'Ready to draw' });
    await expect(ready).toHaveCount(1);
    await expect(page.getByRole('article').filter({ hasText: 'Open for entries' })).toHaveCount(1);
    await ready.getByRole('button', { name: 'Draw the winner' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Draw the winner now?' });
    await dialog.getByRole('button', { name: 'Draw the winner' }).click();
    await expect(page.getByText(/^Drawn: @\S+ won$/)).toBeVisible();
    const drawn = page.getByRole('article').filter({ hasText: 'Waiting for the winner to claim' });
    await expect(drawn).toContainText(/Winner: @\S+/);
    await shoot(page, 'gamification-admin-giveaways');

    const member = await secondMember(browser, baseURL);
    await member.page.goto('/member-giveaways');
    const month = member.page.getByRole('region', { name: 'This month’s giveaway' });
    await expect(month).toContainText('A $250 voucher for The Nursery Co.');
    await expect(month).toContainText('Your entries1');
    const past = member.page.getByRole('region', { name: 'Past draws' });
    await expect(past).toContainText('A baby carrier from Little Wattle Co.');
    await past.getByRole('button', { name: 'Check this draw' }).click();
    await expect(past.getByText(/^✓ Checked in your browser: the seed matches the hash published/)).toBeVisible();
    await shoot(member.page, 'gamification-member-giveaways');
    await member.close();
  });
});
