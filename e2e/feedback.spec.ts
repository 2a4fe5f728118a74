import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, newMember, register, screenshot, shoot, test } from './fixtures';

/**
 * Product feedback (issue 12 §4): a member sends an idea, an admin marks it planned with a note,
 * and the member finds it planned, told by a notification.
 */
test.describe('product feedback', () => {
  test('a member sends an idea, the admin plans it, and she sees Planned and a notification', async ({ page, browser, baseURL }) => {
    const member = newMember();
    await register(page, member);
    const idea = `A sleep diary I can fill in at 3 am (${member.username})`;

    await page.goto('/product-feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Feedback' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send feedback' });
    await form.getByRole('radio', { name: /^Idea/ }).check();
    await form.getByRole('textbox', { name: /Your feedback/ }).fill(idea);
    await form.getByRole('textbox', { name: /Page link/ }).fill(`${new URL(page.url()).origin}/community`);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    const mine = page.getByRole('list', { name: 'Your feedback' }).getByRole('listitem').filter({ hasText: idea });
    await expect(mine).toContainText('New');
    await expect(mine.getByRole('link', { name: '/community' })).toBeVisible();

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await logIn(admin, E2E_ADMIN, '/admin/login');
    await admin.goto('/admin/feedback');
    const row = admin.getByRole('row').filter({ hasText: idea });
    await expect(row).toContainText(`@${member.username}`);
    await row.getByRole('button', { name: `Change status of @${member.username}’s feedback` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Change status' });
    await dialog.getByRole('radio', { name: 'Planned' }).check();
    await dialog.getByRole('textbox', { name: /Note to the member/ }).fill('It’s on our list for the new year.');
    await shoot(admin, 'feedback-admin-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Status saved: Planned')).toBeVisible();
    await expect(row).toContainText('Planned');
    await expect(dialog).toBeHidden();
    await admin.getByRole('button', { name: /^Planned: \d+$/ }).click();
    await expect(admin).toHaveURL(/status=planned/);
    await expect(row).toBeVisible();
    await shoot(admin, 'feedback-admin-list');
    await adminContext.close();

    await page.goto('/product-feedback');
    await expect(mine).toContainText('Planned');
    await expect(mine).toContainText('From the team: It’s on our list for the new year.');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const notification = page.getByRole('dialog').getByRole('link', { name: /Your feedback is now planned/ });
    await expect(notification).toBeVisible();
    await screenshot(page, 'feedback-member-notification');
    await notification.click();
    await expect(page).toHaveURL(/\/product-feedback$/);
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await shoot(page, 'feedback-member');
  });
});
