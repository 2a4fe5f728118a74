import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, newMember, SCREENSHOT_DIR, test } from './fixtures';

/**
 * The sign-up popup and the onboarding tour (issue 12 §3): a visitor is invited 3 s after load
 * and joins through the popup; her tour follows; she steps through it, takes it again from the
 * Help menu and leaves it with the keyboard.
 */
test.use({ onboarding: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The open dialog at phone and desktop widths (what the screen shows, the dialog over the page). */
async function shootDialog(page: Page, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const box = await page.getByRole('dialog').boundingBox();
    expect(box, 'the dialog is on screen').not.toBeNull();
    expect(box!.x, 'dialog inside the screen on the left').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'dialog inside the screen on the right').toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `onboarding-${name}-${label}.png`) });
  }
}

test.describe('sign-up popup and onboarding tour', () => {
  test('a visitor joins through the popup, is signed in, and her tour follows', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const member = newMember();
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Join Mama Village' });
    await expect(popup).toBeVisible({ timeout: 8_000 });
    await expect(popup.getByText('EARLY ACCESS')).toBeVisible();
    for (const benefit of ['Supportive Community', 'Exclusive Perks', 'Family Recipes', 'Expert Resources']) {
      await expect(popup.getByText(benefit)).toBeVisible();
    }
    await shootDialog(page, 'popup');

    const submit = popup.getByRole('button', { name: 'Join for free' });
    await expect(submit).toBeDisabled();
    await popup.getByLabel('Username').fill(member.username);
    await popup.getByLabel('Email').fill(member.email);
    await popup.getByLabel('Password', { exact: true }).fill(member.password);
    await popup.getByLabel('Confirm password').fill('not the same');
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await popup.getByLabel('Confirm password').fill(member.password);
    await popup.getByRole('button', { name: 'Show password' }).first().click();
    await expect(popup.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await submit.click();

    const success = page.getByRole('dialog', { name: "You're in!" });
    await expect(success.getByText('Check your email for a welcome message from us.')).toBeVisible();
    await expect(page.getByText('Welcome to the community! 🎉')).toBeVisible();
    await shootDialog(page, 'success');
    // It closes by itself after 2 s; she is signed in.
    await expect(success).toBeHidden({ timeout: 5_000 });
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

    // Her tour starts 1 s later.
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Welcome to Mama Village!' })).toBeVisible({ timeout: 5_000 });
    await expect(tour.getByText('Step 1 of 10')).toBeVisible();
    await expect(tour.getByText('10%')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await shootDialog(page, 'tour');
    await page.setViewportSize(DESKTOP);

    for (let n = 2; n <= 10; n += 1) {
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour.getByText(`Step ${n} of 10`)).toBeVisible();
      await expect(tour.getByText(`${n * 10}%`)).toBeVisible();
      if (n === 4) await shootDialog(page, 'tour-points').then(() => page.setViewportSize(DESKTOP));
      if (n === 5) await shootDialog(page, 'tour-levels').then(() => page.setViewportSize(DESKTOP));
      if (n === 8) await expect(tour.getByRole('link', { name: 'View Recipes' })).toHaveAttribute('href', '/');
    }
    await tour.getByRole('button', { name: 'Get Started' }).click();
    await expect(tour).toBeHidden();

    // Seen: after a reload neither comes back.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The Help menu offers it again; the keyboard alone gets in and out of it.
    const help = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await help.click();
    await page.getByRole('menuitem', { name: 'Take Tour Again' }).click();
    await expect(tour.getByText('Step 1 of 10')).toBeVisible();
    // Focus starts on Next (Enter walks on), is inside and stays inside while she tabs around.
    await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tour.getByText('Step 2 of 10')).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await expect(help).toBeFocused();
    await help.click();
    await expect(page.getByRole('menuitem', { name: 'Take Tour Again' })).toBeVisible();
    await page.keyboard.press('Escape');

    // On a phone the header has no Help menu: the mobile menu has the same entry.
    await page.setViewportSize(PHONE);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Take Tour Again' }).click();
    await expect(tour.getByText('Step 1 of 10')).toBeVisible();
    await tour.getByRole('button', { name: 'Close tour' }).click();
    await expect(tour).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closing the popup with Escape keeps it away for the session; it never shows on the account pages', async ({ page }) => {
    await page.goto('/auth');
    await page.waitForTimeout(3_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/blog');
    const popup = page.getByRole('dialog', { name: 'Join Mama Village' });
    await expect(popup).toBeVisible({ timeout: 8_000 });
    await expect(popup.getByRole('button', { name: 'Close sign-up' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hasSeenSignupPopup'))).toBe('true');

    await page.goto('/');
    await page.waitForTimeout(3_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
