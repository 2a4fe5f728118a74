import { expect, latestMailTo, logIn, logOut, newMember, register, screenshot, test } from './fixtures';

test('a member who forgot her password resets it from the emailed link', async ({ page }) => {
  const member = newMember();
  await register(page, member);
  await expect.poll(() => latestMailTo(member.email)).toContain('Subject: Welcome to Mama Village!');
  await logOut(page);

  await page.goto('/community/auth');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('main').getByLabel('Email').fill(member.email);
  await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText("If an account uses that email, we've sent it a link")).toBeVisible();
  await screenshot(page, 'reset-requested');

  let link = '';
  await expect
    .poll(() => {
      const mail = latestMailTo(member.email) ?? '';
      link = /\/reset-password\?token=([a-z2-7]{32})/.exec(mail)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  const form = page.getByRole('main');
  await form.getByLabel('New password').fill('my-new-secret-pass');
  await form.getByLabel('Confirm password').fill('my-new-secret-pass');
  await screenshot(page, 'reset-form');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed and you are signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The old password no longer works; the new one does.
  await logOut(page);
  await logIn(page, { username: member.username, password: 'my-new-secret-pass' });

  // The link was single use.
  await page.goto(link);
  await page.getByRole('main').getByLabel('New password').fill('another-new-pass');
  await page.getByRole('main').getByLabel('Confirm password').fill('another-new-pass');
  await page.getByRole('main').getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.').first()).toBeVisible();
});
