import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, logOut, newMember, register, screenshot, test } from './fixtures';

test('a visitor opening /perks is sent to /community/auth', async ({ page }) => {
  await page.goto('/perks');
  await expect(page).toHaveURL(/\/community\/auth/);
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await screenshot(page, 'guard-visitor-redirected');
});

test('a member at /admin sees Access Denied with a way home', async ({ page }) => {
  await register(page, newMember());
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin dashboard. This area is restricted to administrator accounts only."),
  ).toBeVisible();
  await screenshot(page, 'guard-member-access-denied');
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin logs in at /admin/login and sees the dashboard', async ({ page }) => {
  await logIn(page, E2E_ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await screenshot(page, 'guard-admin-dashboard');
});

test('a member reaches a member page after logging in from the redirect', async ({ page }) => {
  const member = newMember();
  await register(page, member);
  await logOut(page);
  await page.goto('/perks');
  await expect(page).toHaveURL(/\/community\/auth/);
  await logIn(page, member, '');
  await expect(page).toHaveURL(/\/perks$/);
});
