import { expect, logIn, secondMember, shoot, test } from './fixtures';
import { E2E_ADMIN } from './playwright.config';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The team's member pages (issue 34 §1, docs/PRODUCT.md "Members and their data"): an admin finds a
 * member by the start of her email, silences her for 3 days from her page, and her reply box says
 * so. Once at phone width and once at desktop width, each with a member of her own. It changes
 * members, so it runs on the admin project's server.
 */
test.describe('members admin', () => {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${label}: an admin finds a member by an email prefix, silences her for 3 days, and her reply box says so`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const member = await secondMember(browser, baseURL);
      const [thread] = (await (await page.request.get('/api/community/threads/recent?limit=1')).json()) as { id: number }[];

      await page.setViewportSize(size);
      await logIn(page, E2E_ADMIN, '/admin/login');
      await page.goto('/admin/members');
      // The start of her email up to its domain's first letters, in capitals: only her email matches, and case doesn't matter.
      const prefix = member.member.email.slice(0, member.member.email.indexOf('@') + 3).toUpperCase();
      await page.getByRole('searchbox', { name: 'Search members' }).fill(prefix);
      await expect(page).toHaveURL(/q=/);
      const table = page.getByRole('table', { name: 'Members' });
      await expect(table.getByText(member.member.email)).toBeVisible();
      await expect(page.getByText('1 member', { exact: true })).toBeVisible();
      if (label === 'desktop') await shoot(page, 'admin-members');
      await page.setViewportSize(size);
      await table.getByRole('link', { name: `@${member.member.username}` }).click();
      await expect(page.getByRole('heading', { name: `@${member.member.username}` })).toBeVisible();

      await page.getByRole('button', { name: 'Warn, silence or suspend' }).click();
      const dialog = page.getByRole('alertdialog', { name: `A penalty for ${member.member.username}` });
      await dialog.getByRole('radio', { name: /^Silence/ }).check();
      await dialog.getByRole('combobox', { name: /How long/ }).selectOption('3');
      await dialog.getByRole('textbox', { name: /Reason she is told/ }).fill('Selling in the forum after a warning');
      await dialog.getByRole('button', { name: 'Give penalty' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Profile' }).getByText('Silenced')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' }).getByText(/Silenced for 3 days: Selling in the forum/)).toBeVisible();
      if (label === 'desktop') await shoot(page, 'admin-member');

      await member.page.setViewportSize(size);
      await member.page.goto(`/community/thread/${thread!.id}`);
      await expect(
        member.page.getByRole('note').getByText(/^You can't post until .+: Selling in the forum after a warning$/),
      ).toBeVisible();
      await expect(member.page.getByRole('textbox', { name: /Your reply/ })).toHaveCount(0);
      await member.close();
    });
  }

  test('member management: pick members, type the phrase, see each result', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const member = await secondMember(browser, baseURL);
    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/member-management');
    await page.getByRole('searchbox', { name: 'Search members' }).fill(member.member.username);
    await page.getByRole('checkbox', { name: new RegExp(`@${member.member.username}`) }).check();
    await page.getByRole('radio', { name: /^Email a password-reset link/ }).check();
    await page.getByRole('textbox', { name: 'Type “email reset links to 1 member” to go ahead' }).fill('email reset links to 1 member');
    await shoot(page, 'admin-member-management');
    await page.getByRole('button', { name: 'Email a password-reset link: 1 member' }).click();
    await expect(page.getByText('Done: 1 went through')).toBeVisible();
    await member.close();
  });
});
