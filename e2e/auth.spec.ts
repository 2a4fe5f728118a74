import { expect, logIn, newMember, register, screenshot, test } from './fixtures';

test('a new member registers, sees the avatar menu, logs out and logs back in', async ({ page }) => {
  const member = newMember();
  await register(page, member);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(member.username, { exact: true })).toBeVisible();
  await expect(menu.getByText(member.email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Saved Items' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await screenshot(page, 'auth-avatar-menu');

  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Now' })).toBeVisible();

  await logIn(page, member);
  await expect(page.getByText(`You've successfully logged in as ${member.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await screenshot(page, 'auth-logged-in');
});

test('a wrong password shows the spec message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/community/auth');
  await page.getByLabel(/username/i).fill('nobody_at_all');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await screenshot(page, 'auth-login-failed');
});

test('the session survives a reload', async ({ page }) => {
  await register(page, newMember());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
