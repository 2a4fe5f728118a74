import { expect, logIn, newMember, register, secondMember, shoot, test } from './fixtures';

test.describe('community', () => {
  test('a member starts a thread, another replies and mentions her, and she follows the notification', async ({
    page,
    browser,
    baseURL,
  }) => {
    const author = newMember();
    await register(page, author);

    await page.goto('/community/new-thread');
    const form = page.getByRole('main');
    await form.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'Sleep' });
    await form.getByRole('textbox', { name: /Title/ }).fill('Contact naps only: is this forever?');
    await form
      .getByRole('textbox', { name: /Your post/ })
      .fill('Our seven-week-old only naps on me.\nAny gentle ideas for the cot? See https://www.rednose.org.au too.');
    await form.getByRole('button', { name: 'Post discussion' }).click();

    await expect(page).toHaveURL(/\/community\/thread\/\d+$/);
    const threadUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact naps only: is this forever?');
    // Plain text: the address became a link, nothing else did.
    await expect(page.getByRole('link', { name: 'https://www.rednose.org.au' })).toHaveAttribute('rel', /nofollow/);
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    const other = await secondMember(browser, baseURL);
    await other.page.goto(threadUrl);
    const replyBox = other.page.getByRole('textbox', { name: 'Your reply' });
    await replyBox.fill(`@${author.username} we had the same! A dark room and a white-noise app helped us.`);
    await other.page.getByRole('button', { name: 'Post reply' }).click();
    await expect(other.page.getByText('A dark room and a white-noise app helped us.')).toBeVisible();
    await expect(replyBox).toHaveValue('');
    await shoot(other.page, 'community-thread-member');
    await other.close();

    // The bell counts it on the next poll; a new page load polls at once.
    await page.goto('/community');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveText('1');
    await bell.click();
    const popover = page.getByRole('dialog');
    const notification = popover.getByRole('link', { name: /mentioned you|replied to your thread/ });
    await expect(notification).toBeVisible();
    await shoot(page, 'community-notifications-open');
    await notification.click();

    await expect(page).toHaveURL(new RegExp(`${threadUrl}#reply-\\d+$`));
    await expect(page.getByText('A dark room and a white-noise app helped us.')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  });

  test('a member likes and saves a recipe and finds it in her saved items', async ({ page }) => {
    await register(page, newMember());
    await page.goto('/recipes');
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();

    const like = card.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(/^Like, \d+ likes?$/);
    const before = Number(/(\d+)/.exec((await like.getAttribute('aria-label'))!)![1]);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like, ${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`);

    await card.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await shoot(page, 'community-recipes-liked');

    // Both survive a reload: they are stored, not just shown.
    await page.reload();
    const reloaded = page.getByRole('main').getByRole('article').first();
    await expect(reloaded.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile/saved-items');
    const saved = page.getByRole('main');
    await expect(saved.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    await shoot(page, 'community-saved-items');

    await saved.getByRole('button', { name: `Remove ${title} from saved items` }).click();
    await expect(page.getByText('Removed from saved items')).toBeVisible();
    await expect(saved.getByText('Nothing saved yet')).toBeVisible();
  });

  test('a visitor is sent to sign in when she tries to reply, and comes back to the thread', async ({ page, browser, baseURL }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await shoot(page, 'community-index');
    const latest = page.getByRole('region', { name: 'Latest discussions' });
    await latest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/community\/thread\/\d+$/);
    const threadUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await shoot(page, 'community-thread-visitor');

    const member = await secondMember(browser, baseURL);
    await member.close();
    await page.getByRole('link', { name: 'Sign in to reply' }).click();
    await expect(page).toHaveURL(/\/community\/auth\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(threadUrl);
    await logIn(page, member.member, '');
    await expect(page).toHaveURL(new RegExp(`${threadUrl}$`));
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  });

  test('the home page shows the community alive to a visitor', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Connect with Mums/ });
    // The home page's lower half loads as the visitor scrolls near it.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(hero).toBeVisible({ timeout: 500 });
    }).toPass();
    await hero.scrollIntoViewIfNeeded();
    await expect(hero.getByText('No discussions yet')).toHaveCount(0);
    await expect(hero.getByRole('link', { name: 'Join for Free' })).toBeVisible();
    // Visitors' thread links go to /auth; at most 3 are listed, with View All.
    const threadLinks = hero.getByRole('link').filter({ hasNotText: /^(Join for Free|View All)$/ });
    await expect(threadLinks).toHaveCount(3);
    for (const href of await threadLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/auth');
    }
    await expect(hero.getByRole('link', { name: 'View All' })).toBeVisible();
    await hero.screenshot({ path: 'e2e/screenshots/community-home-hero.png' });
  });
});
