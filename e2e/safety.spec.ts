import type { Page } from '@playwright/test';
import { expect, newMember, register, shoot, test } from './fixtures';

/**
 * A mum who may be at risk is pointed to help (issue 32, docs/PRODUCT.md "Moderation", safety):
 * as she types words that suggest it, the composer shows the support panel (000 first, the
 * support lines as tel: links), without stopping her posting. Nothing is posted: the demo forum
 * stays as it is.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const TEL_LINKS = ['tel:000', 'tel:1300726306', 'tel:131114', 'tel:1300224636', 'tel:1800737732'];

async function expectSupportPanel(page: Page) {
  const panel = page.getByRole('complementary', { name: 'You are not alone' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('If you or your baby are in danger, call 000.')).toBeVisible();
  const tel = panel.locator('a[href^="tel:"]');
  await expect(tel).toHaveCount(TEL_LINKS.length);
  expect(await tel.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(TEL_LINKS);
  await expect(panel.getByText(/not around the clock/)).toBeVisible();
  return panel;
}

test.describe('safety in the composer', () => {
  test('a member typing a safety phrase in a reply or a new thread sees the support panel, at phone and desktop width', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await register(page, newMember());
    const [thread] = (await (await page.request.get('/api/community/threads/recent?limit=1')).json()) as { id: number }[];

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/community/thread/${thread!.id}`);
      const reply = page.getByRole('textbox', { name: /Your reply/ });
      await reply.fill('Some nights I just want to die');
      await expectSupportPanel(page);
      await expect(page.getByRole('button', { name: 'Post reply' })).toBeEnabled();
      await reply.fill('Thank you all, that helped');
      await expect(page.getByRole('complementary', { name: 'You are not alone' })).toHaveCount(0);
    }

    await page.goto('/community/new-thread');
    await page.getByRole('textbox', { name: /Your post/ }).fill("I'm scared. He hits me when the baby cries.");
    await expectSupportPanel(page);
    await shoot(page, 'safety-support-panel');
  });

  test('/support lists the lines as tel: links, and the footer links to it', async ({ page }) => {
    // The visitors' sign-up popup (3 s after load) would cover the footer.
    await page.addInitScript(() => window.sessionStorage.setItem('hasSeenSignupPopup', 'true'));
    await page.goto('/terms-of-use');
    // The footer is drawn when near: scrolled to the end until it is.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await footer.getByRole('link', { name: 'Need support now?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call Emergency .* on 000$/ })).toHaveAttribute('href', 'tel:000');
    await expect(page.getByRole('heading', { name: 'Complaining to the eSafety Commissioner' })).toBeVisible();
    await shoot(page, 'support-page');
  });
});
