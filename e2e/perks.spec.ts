import path from 'node:path';
import { expect, newMember, register, SCREENSHOT_DIR, secondMember, shoot, test } from './fixtures';

/**
 * The members' perks page (issue 12 §4): every current perk by category, filtered by category;
 * Redeem reveals a shared code, a link, or from a pool her own code, which she sees again later.
 */
test.describe('member perks', () => {
  test('a member redeems a pool perk, gets her own code, and sees the same code after a reload', async ({ page, browser, baseURL }) => {
    await register(page, newMember());
    await page.goto('/perks');
    await expect(page.getByRole('heading', { level: 1, name: 'Perks & Benefits' })).toBeVisible();

    const pool = page.getByRole('article', { name: '$40 voucher for modern cloth nappies' });
    await expect(pool.getByRole('img', { name: 'Bramble & Bub logo' })).toBeVisible();
    await expect(pool).toContainText('Valid until May 31, 2027');
    await expect(pool).toContainText('Each member gets her own single-use code.');
    await pool.getByRole('button', { name: 'Redeem' }).click();
    const code = pool.getByTestId('perk-code');
    await expect(code).toHaveText(/^BRAMBLE-[A-Z2-9]{6}$/);
    const mine = await code.textContent();
    await expect(pool.getByText('Your own code')).toBeVisible();
    await expect(pool.getByRole('link', { name: /Use it at Bramble & Bub/ })).toHaveAttribute('target', '_blank');
    await expect(pool.getByRole('button', { name: 'Redeem' })).toHaveCount(0);

    // A link perk opens the brand's page in a new tab.
    const studio = page.getByRole('article', { name: '30% off newborn and family photo sessions' });
    await studio.getByRole('button', { name: 'Redeem' }).click();
    await expect(studio.getByRole('link', { name: /Go to Golden Hour Family Studio/ })).toHaveAttribute(
      'href',
      'https://goldenhourstudio.example/book?offer=mamavillage',
    );

    await page.reload();
    const again = page.getByRole('article', { name: '$40 voucher for modern cloth nappies' });
    await expect(again.getByTestId('perk-code')).toHaveText(mine!);
    await expect(again.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
    await again.scrollIntoViewIfNeeded();
    await shoot(page, 'perks-redeemed');
    // The card she redeemed, close up at phone width (the full page is long).
    await page.setViewportSize({ width: 390, height: 844 });
    await again.screenshot({ path: path.join(SCREENSHOT_DIR, 'perks-pool-card-phone.png') });

    // Another member gets a code of her own.
    const other = await secondMember(browser, baseURL);
    await other.page.goto('/perks');
    const hers = other.page.getByRole('article', { name: '$40 voucher for modern cloth nappies' });
    await hers.getByRole('button', { name: 'Redeem' }).click();
    await expect(hers.getByTestId('perk-code')).toHaveText(/^BRAMBLE-/);
    expect(await hers.getByTestId('perk-code').textContent()).not.toBe(mine);
    await other.close();
  });

  test('the filter keeps one category, in the URL', async ({ page }) => {
    await register(page, newMember());
    await page.goto('/perks');
    const filter = page.getByRole('navigation', { name: 'Show perks' });
    await filter.getByRole('link', { name: 'Food & Drink' }).click();
    await expect(page).toHaveURL(/\/perks\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Food & Drink' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Free delivery on coffee subscriptions' })).toBeVisible();
    await expect(page.getByRole('article', { name: '20% off organic cotton baby wear' })).toHaveCount(0);
    await expect(filter.getByRole('link', { name: 'Food & Drink' })).toHaveAttribute('aria-current', 'page');
    await shoot(page, 'perks-filtered');
  });
});
