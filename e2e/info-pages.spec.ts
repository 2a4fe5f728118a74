import { expect, latestMailTo, shoot, test } from './fixtures';

/** The e2e server sets no TEAM_INBOX: enquiries go to MAIL_FROM's address. */
const TEAM_INBOX = 'hello@mamavillage.example';

const PAGES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/partnerships', 'Partnerships'],
  ['/support', 'Need support now?'],
  ['/download-app', 'Download the App'],
  ['/animation-demo', 'Animation Demo'],
] as const;

test.beforeEach(async ({ page }) => {
  // The visitors' sign-up popup (3 s after load) would cover these pages.
  await page.addInitScript(() => window.sessionStorage.setItem('hasSeenSignupPopup', 'true'));
});

const headingFontOf = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);

test.describe('information pages', () => {
  test('each page loads with its heading, title and description', async ({ page }) => {
    for (const [route, title] of PAGES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Mama Village`);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', 'Community & Resources for Mums');
    }
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();
    await shoot(page, 'info-privacy-policy');
  });

  test('a brand sends a partnership enquiry and it reaches the team inbox', async ({ page }) => {
    const company = `Little Sprouts ${Date.now()}`;
    await page.goto('/partnerships');
    const form = page.getByRole('form', { name: 'Tell us about your brand' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Please tell us your name')).toBeVisible();
    await shoot(page, 'info-partnerships');

    await form.getByLabel('Your name').fill('Priya Shah');
    await form.getByLabel('Work email').fill('priya@littlesprouts.example');
    await form.getByLabel('Company or brand').fill(company);
    await form.getByLabel('How would you like to work with us?').fill('We would love to offer your members 20% off our organic baby food.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your enquiry is with our partnerships team' })).toBeFocused();

    // No SMTP in the e2e server: the email is written to the outbox of its data folder.
    await expect.poll(() => latestMailTo(TEAM_INBOX)).toContain(company);
  });

  test('the animation demo stops moving under reduced motion', async ({ page }) => {
    const spinnerAnimation = () =>
      page
        .locator('[data-animation-demo] .chakra-spinner')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName);
    await page.goto('/animation-demo');
    await expect(page.getByRole('status').filter({ hasText: 'Animations are playing.' })).toBeVisible();
    expect(await spinnerAnimation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByRole('status').filter({ hasText: 'Your device asks for reduced motion' })).toBeVisible();
    expect(await spinnerAnimation()).toBe('none');
  });
});

test.describe('font preview tool', () => {
  test('hidden by default; with ?font-preview it changes the heading font, and a saved font survives reload', async ({ page }) => {
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Font preview' })).toHaveCount(0);
    expect(await headingFontOf(page)).toContain('Playfair Display');

    await page.goto('/terms-of-use?font-preview');
    await page.getByRole('button', { name: 'Font preview' }).click();
    const panel = page.getByRole('dialog', { name: 'Font preview' });
    await panel.getByLabel('Heading font').selectOption('font-montserrat');
    await expect.poll(() => headingFontOf(page)).toContain('Montserrat');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Font saved successfully!')).toBeVisible();
    await shoot(page, 'info-font-preview');

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => headingFontOf(page)).toContain('Montserrat');
    // The button stays for the rest of the session.
    await page.getByRole('button', { name: 'Font preview' }).click();
    await page.getByRole('dialog', { name: 'Font preview' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Font reset to default')).toBeVisible();
    await expect.poll(() => headingFontOf(page)).toContain('Playfair Display');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await headingFontOf(page)).toContain('Playfair Display');
  });
});
