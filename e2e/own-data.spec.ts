import { expect, latestMailTo, newMember, register, secondMember, shoot, test } from './fixtures';

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a member downloads her data, then deletes her account with remove; another member's reply in her thread stays (${label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const kate = newMember();
    await register(page, kate);
    // Her thread, and another member's reply in it (through the API, as the app would post them).
    const topics = (await (await page.request.get('/api/community/topics')).json()) as { id: number }[];
    const thread = (await (
      await page.request.post('/api/community/threads', {
        data: { topicId: topics[0]!.id, title: 'Naps at six months', content: 'How long do yours sleep?' },
      })
    ).json()) as { id: number };
    const bea = await secondMember(browser, baseURL);
    const reply = await bea.page.request.post(`/api/community/threads/${thread.id}/replies`, {
      data: { content: 'About an hour, twice a day.' },
    });
    expect(reply.ok()).toBe(true);

    // From the avatar menu to her privacy page.
    await page.goto('/');
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Privacy & My Data' }).click();
    } else {
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('menuitem', { name: 'Privacy & My Data' }).click();
    }
    await expect(page).toHaveURL(/\/profile\/privacy$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy & my data' })).toBeVisible();

    // The download: asked for, prepared by the job, downloaded as a ZIP.
    await main.getByRole('button', { name: 'Prepare my download' }).click();
    const zipLink = main.getByRole('link', { name: 'Download ZIP' });
    await expect(zipLink).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^mama-village-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(main.getByText(/You can ask for another download after/)).toBeVisible();
    await expect.poll(() => latestMailTo(kate.email)).toContain('Your Mama Village data is ready to download');
    if (label === 'desktop') await shoot(page, 'profile-privacy');
    await page.setViewportSize(viewport);

    // The deletion, with remove: her password, the emailed link, its button.
    await expect(main.getByRole('radio', { name: /Remove my posts/ })).toBeChecked();
    await main.getByLabel('Your password').fill(kate.password);
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await expect(main.getByText(/We emailed you a link to confirm the deletion/)).toBeVisible();
    let link = '';
    await expect
      .poll(() => {
        link = /\/profile\/privacy\/confirm-deletion\?token=[a-z2-7]{32}/.exec(latestMailTo(kate.email) ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await page.getByRole('main').getByRole('button', { name: 'Confirm the deletion' }).click();
    await expect(page.getByRole('main').getByText(/Your account has been deleted/)).toBeVisible();

    // She is signed out; her thread keeps Bea's reply under "Thread removed by its author".
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await bea.page.goto(`/community/thread/${thread.id}`);
    const threadPage = bea.page.getByRole('main');
    await expect(threadPage.getByRole('heading', { level: 1, name: 'Thread removed by its author' })).toBeVisible();
    await expect(threadPage.getByText('About an hour, twice a day.')).toBeVisible();
    await bea.close();
  });
}
