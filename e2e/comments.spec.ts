import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, secondMember, shoot, test } from './fixtures';
import { E2E_ADMIN } from './playwright.config';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const RECIPE = '/recipes/sweet-potato-pear-puree';

/** The Recipe JSON-LD in a page's server-drawn head. */
async function recipeJsonLd(request: APIRequestContext) {
  const html = await (await request.get(RECIPE)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return scripts.find((ld) => ld['@type'] === 'Recipe') as { aggregateRating?: { ratingValue: number; ratingCount: number } };
}

/** The page's comments, drawn as the reader nears them: scrolled to the end of the page, then found. */
async function commentsOf(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const section = page.locator('section#comments');
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Comments and recipe ratings (issue 33, docs/PRODUCT.md "Comments"): with every comment held
 * (mode "all"), a member rates a recipe 4 stars with a comment from her phone, the team approves it
 * in /admin/comments/pending from the keyboard, a visitor reads it and the recipe's JSON-LD counts
 * the rating; another member replies and the first is told. It changes the moderation mode and the
 * demo recipe's rating, so it runs on the admin project's server.
 */
test.describe('comments', () => {
  test('a held 4-star comment is approved from the queue, counted in the JSON-LD, and its author hears of a reply', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    expect((await recipeJsonLd(request)).aggregateRating).toBeUndefined();

    // The team holds every comment.
    await page.setViewportSize(DESKTOP);
    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/comments');
    const mode = page.getByRole('region', { name: 'Comment moderation' });
    await mode.getByRole('radio', { name: /^All/ }).check();
    await mode.getByRole('button', { name: 'Save mode' }).click();
    await expect(page.getByText('Comment moderation mode saved')).toBeVisible();

    // A member rates the recipe from her phone, the stars from the keyboard.
    const rater = await secondMember(browser, baseURL);
    await rater.page.setViewportSize(PHONE);
    await rater.page.goto(RECIPE);
    const section = await commentsOf(rater.page);
    const words = `Swapped the pear for apple and my toddler loved it ${Date.now()}`;
    await section.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 3; step += 1) await rater.page.keyboard.press('ArrowRight');
    await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await section.getByRole('textbox', { name: /Your comment/ }).fill(words);
    await section.getByRole('button', { name: 'Post comment' }).click();
    const mine = section.getByRole('article').filter({ hasText: words });
    await expect(mine).toBeFocused();
    await expect(mine.getByRole('status')).toBeVisible();
    await shoot(rater.page, 'comments-held');

    // Nobody else sees it yet.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(RECIPE);
    let visitorSection = await commentsOf(visitor);
    await expect(visitorSection.getByRole('link', { name: 'Sign in to join the conversation' })).toBeVisible();
    await expect(visitor.getByText(words)).toHaveCount(0);

    // The team approves it from the keyboard: j to it, a to approve.
    await page.goto('/admin/comments/pending');
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByRole('link', { name: /Pending Comments/ })).toContainText('1');
    await shoot(page, 'comments-pending');
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    await expect(page.getByText('Comment approved')).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);

    // A visitor reads it with its stars; the recipe's JSON-LD counts the rating.
    await visitor.goto(RECIPE);
    visitorSection = await commentsOf(visitor);
    const published = visitorSection.getByRole('article').filter({ hasText: words });
    await expect(published).toBeVisible();
    await expect(published.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: /Rated 4\.0 out of 5 from 1 rating/ }).first()).toBeVisible();
    await shoot(visitor, 'comments-visitor');
    const ld = await recipeJsonLd(request);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 1 });
    await visitorContext.close();

    // Back to the usual checks; another member replies and the first is told.
    await page.goto('/admin/comments');
    await mode.getByRole('radio', { name: /^Open/ }).check();
    await mode.getByRole('button', { name: 'Save mode' }).click();
    await expect(page.getByText('Comment moderation mode saved')).toBeVisible();

    const replier = await secondMember(browser, baseURL);
    await replier.page.goto(RECIPE);
    const replierSection = await commentsOf(replier.page);
    const first = replierSection.getByRole('article').filter({ hasText: words });
    await first.getByRole('button', { name: /^Reply to / }).click();
    const answer = `Apple sounds lovely, trying it tonight ${Date.now()}`;
    await replierSection.getByRole('textbox', { name: /Your reply to/ }).fill(answer);
    await replierSection.getByRole('button', { name: 'Post reply' }).click();
    const reply = replierSection.getByRole('article').filter({ hasText: answer });
    await expect(reply).toBeFocused();
    // Under the comment it answers.
    await expect(
      replierSection
        .getByRole('listitem')
        .filter({ has: replier.page.getByText(words) })
        .getByText(answer),
    ).toBeVisible();
    await shoot(replier.page, 'comments-reply');

    await rater.page.goto('/community');
    await rater.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(rater.page.getByRole('dialog').getByText(`${replier.member.username} replied to your comment`)).toBeVisible();
    await rater.close();
    await replier.close();
  });
});
