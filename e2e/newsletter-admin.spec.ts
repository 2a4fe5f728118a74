import { E2E_ADMIN } from './playwright.config';
import { expect, latestMailTo, logIn, shoot, test } from './fixtures';

/**
 * The newsletter's admin side (issue 12 §2): two visitors subscribe, the admin finds them at
 * /admin/newsletter, writes a campaign, sends herself a test, sends it now and watches it reach
 * 'Sent'; then she sends an announcement to every member.
 */
test.describe('newsletter admin', () => {
  test('subscribers, a campaign sent to them, and an announcement', async ({ page, request }) => {
    test.setTimeout(90_000);
    const tag = `nl${Date.now().toString(36)}`;
    const readers = [
      { name: 'Ava Reader', email: `${tag}_ava@example.com`, source: 'footer' },
      { name: 'Bea Reader', email: `${tag}_bea@example.com`, source: 'home' },
    ];
    for (const reader of readers) {
      const answer = await request.post('/api/newsletter/subscribe', { data: reader });
      expect(answer.ok(), await answer.text()).toBe(true);
    }

    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscribers' })).toContainText('Footer');
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const table = page.getByRole('table', { name: 'Newsletter subscribers, newest first' });
    for (const reader of readers) await expect(table.getByRole('row').filter({ hasText: reader.email })).toContainText('Active');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/newsletter/subscribers.csv?q=${tag}`);
    const csv = await page.request.get(`/api/admin/newsletter/subscribers.csv?q=${tag}`);
    expect(csv.ok()).toBe(true);
    expect(await csv.text()).toContain(readers[1]!.email);
    await shoot(page, 'newsletter-admin');

    const subject = `Summer sleep tips ${tag}`;
    await page.goto('/admin/email-marketing/new');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Body/ }).fill('## Cool nights\n\nA fan, not a heater. **Light** cotton.');
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Cool nights' })).toBeVisible();
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await expect(page.getByText(`It went to ${E2E_ADMIN.email}.`)).toBeVisible();
    await expect
      .poll(() => latestMailTo(E2E_ADMIN.email, process.env.E2E_ADMIN_DATA_DIR) ?? '', { timeout: 15_000 })
      .toContain(`[Test] ${subject}`);
    await shoot(page, 'email-marketing-editor');

    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Send “${subject}” now?` });
    await expect(confirm).toContainText(/It goes to \d+ active subscribers?, 600 a minute/);
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Sending started')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/email-marketing$/);
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(row).toContainText(/(\d+) sent \/ 0 failed \/ \1 total/);
    await expect(row.getByRole('progressbar')).toBeVisible();
    await shoot(page, 'email-marketing');
    await expect.poll(() => latestMailTo(readers[0]!.email, process.env.E2E_ADMIN_DATA_DIR) ?? '', { timeout: 15_000 }).toContain(subject);

    await page.goto('/admin/notifications');
    await page.getByRole('textbox', { name: /^Title/ }).fill(`Perks week ${tag}`);
    await page.getByRole('textbox', { name: /^Message/ }).fill('New perks every day this week.');
    await page.getByRole('textbox', { name: /^Link/ }).fill('//elsewhere.example');
    await page.getByRole('button', { name: 'Send announcement' }).click();
    await expect(page.getByText('Link must be a path on this site, starting with /')).toBeVisible();
    await page.getByRole('textbox', { name: /^Link/ }).fill('/perks');
    await shoot(page, 'notifications-admin');
    await page.getByRole('button', { name: 'Send announcement' }).click();
    const send = page.getByRole('alertdialog', { name: 'Send to every member?' });
    await send.getByRole('button', { name: 'Send to everyone' }).click();
    await expect(page.getByText('Announcement sent')).toBeVisible();
    await expect(page.getByText(/It reached \d+ members?\./)).toBeVisible();
  });
});
