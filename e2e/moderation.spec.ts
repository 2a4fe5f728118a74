import { expect, logIn, secondMember, shoot, test } from './fixtures';
import { E2E_ADMIN } from './playwright.config';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Reporting and the queue (issue 32, docs/PRODUCT.md "Moderation"): members report a new member's
 * reply, it is hidden from everyone else, the team removes it from the queue, the reporters hear of
 * it, and its author reads her notice and appeals.
 * It changes the demo forum, so it runs on the admin project's server.
 */
test.describe('moderation', () => {
  test('three members report a reply, it hides, the team removes it from the queue, a reporter hears, and its author asks for another look', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [thread] = (await (await page.request.get('/api/community/threads/recent?limit=1')).json()) as { id: number }[];
    const threadPath = `/community/thread/${thread!.id}`;
    // Her reply, in her words: she is told of the decision and may ask for another look.
    const author = await secondMember(browser, baseURL);
    const words = `Honestly you are all doing it wrong ${Date.now()}`;
    await author.page.goto(threadPath);
    await author.page.getByRole('textbox', { name: /Your reply/ }).fill(words);
    await author.page.getByRole('button', { name: 'Post reply' }).click();
    await expect(author.page.getByText(words)).toBeVisible();
    const replies = (await (await page.request.get(`/api/community/threads/${thread!.id}/replies?limit=50`)).json()) as {
      id: number;
      content: string;
    }[];
    const reply = replies.find((candidate) => candidate.content === words);
    expect(reply).toBeDefined();

    const reporters = [];
    for (let index = 0; index < 3; index += 1) {
      const member = await secondMember(browser, baseURL);
      // The first reports from a phone, the others from a desktop.
      await member.page.setViewportSize(index === 0 ? PHONE : DESKTOP);
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

    // Her notice says what was decided and why, with the way to ask for another look.
    await author.page.setViewportSize(PHONE);
    await author.page.goto('/community');
    await author.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await author.page.getByRole('dialog').getByText('We removed one of your posts').click();
    await expect(author.page).toHaveURL(/\/profile\/moderation$/);
    const notice = author.page.getByRole('article').filter({ hasText: 'We removed one of your posts' });
    await expect(notice.getByText(/Reason: Reported as Abuse\./)).toBeVisible();
    await notice.getByRole('textbox', { name: /Why should we look again/ }).fill('I was joking with a friend, not being mean.');
    await notice.getByRole('button', { name: 'Ask for another look' }).click();
    await expect(notice.getByText('You asked us to look again: we will let you know.')).toBeVisible();
    await shoot(author.page, 'moderation-notices');
    await author.close();
  });
});
