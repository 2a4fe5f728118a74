import { expect, logIn, secondMember, shoot, test } from './fixtures';
import { E2E_ADMIN } from './playwright.config';

/**
 * Reporting and the queue (issue 32, docs/PRODUCT.md "Moderation"): members report a reply, it is
 * hidden from everyone else, the team removes it from the queue, and the reporters hear of it.
 * It changes the demo forum, so it runs on the admin project's server.
 */
test.describe('moderation', () => {
  test('three members report a reply, it hides, the team removes it from the queue, and a reporter hears', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [thread] = (await (await page.request.get('/api/community/threads/recent?limit=1')).json()) as { id: number }[];
    const threadPath = `/community/thread/${thread!.id}`;
    const [reply] = (await (await page.request.get(`/api/community/threads/${thread!.id}/replies`)).json()) as {
      id: number;
      content: string;
    }[];
    const words = reply!.content.slice(0, 40);

    const reporters = [];
    for (let index = 0; index < 3; index += 1) {
      const member = await secondMember(browser, baseURL);
      await member.page.goto(threadPath);
      const item = member.page.locator(`#reply-${reply!.id}`);
      await item.getByRole('button', { name: 'Report this reply' }).click();
      const dialog = member.page.getByRole('dialog', { name: 'Report this reply' });
      await dialog.getByRole('radio', { name: /^Abuse/ }).check();
      if (index === 0) await shoot(member.page, 'moderation-report-dialog');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      // The same dialog, now named by its thanks.
      const thanks = member.page.getByRole('dialog', { name: 'Thanks for telling us' });
      await expect(thanks).toBeVisible();
      await thanks.getByRole('button', { name: 'Close' }).click();
      reporters.push(member);
    }

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(threadPath);
    await expect(visitorPage.locator(`#reply-${reply!.id}`).getByText('Hidden while a moderator takes a look')).toBeVisible();
    await expect(visitorPage.getByText(words)).toHaveCount(0);
    await visitor.close();

    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/moderation');
    const card = page.getByRole('article', { name: new RegExp(`^Reply #${reply!.id} `) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Hidden from members')).toBeVisible();
    await shoot(page, 'moderation-queue');
    await card.getByRole('button', { name: `Remove: Reply #${reply!.id}` }).click();
    await page.getByRole('alertdialog', { name: 'Remove this?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(card).toHaveCount(0);

    const [first] = reporters;
    await first!.page.goto('/community');
    await first!.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(first!.page.getByRole('dialog').getByText('We removed the post you reported')).toBeVisible();
    for (const member of reporters) await member.close();
  });
});
