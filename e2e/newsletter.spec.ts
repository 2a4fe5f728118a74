import { expect, latestMailTo, shoot, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('a visitor subscribes from the footer, gets the welcome email, unsubscribes, confirms a new sign-up, and unsubscribes in one click', async ({
  page,
  request,
}) => {
  const email = `reader_${unique()}@example.com`;
  await page.goto('/recipes');
  await page.keyboard.press('End');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('First name').fill('Kate');
  await form.getByLabel('Last name').fill('Nguyen');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed!')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
  await shoot(page, 'newsletter-footer-thanks');

  let mail = '';
  await expect
    .poll(() => {
      mail = latestMailTo(email) ?? '';
      return mail;
    })
    .toContain('Subject: Welcome to the Mama Village newsletter');
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail).toContain('Mama Village, an online community for mums in Australia');
  const pageLink = /\/unsubscribe\?token=[\w-]+/.exec(mail)?.[0];
  expect(pageLink).toBeDefined();

  // Subscribing the same address again: PRODUCT.md's soft notice, nothing else.
  const again = await request.post('/api/newsletter/subscribe', { data: { name: 'Kate Nguyen', email, source: 'footer' } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ error: 'Email is already subscribed' });

  // The link in the email opens a page that needs no sign-in; opening it changes nothing.
  await page.goto(pageLink!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
  await shoot(page, 'newsletter-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();

  // Signed up again (by anyone): the same answer, but only a confirm link goes out; her press on
  // its page brings her back and welcomes her, and this time she leaves by the mail app's own
  // button (RFC 8058 one-click POST).
  const back = await request.post('/api/newsletter/subscribe', { data: { name: 'Kate Nguyen', email, source: 'home' } });
  expect(back.status()).toBe(200);
  let confirmLink = '';
  await expect
    .poll(() => {
      confirmLink = /\/newsletter\/confirm\?token=[\w-]+/.exec(latestMailTo(email) ?? '')?.[0] ?? '';
      return confirmLink;
    })
    .not.toBe('');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await shoot(page, 'newsletter-confirm');
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  let oneClick = '';
  await expect
    .poll(() => {
      oneClick = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(latestMailTo(email) ?? '')?.[1] ?? '';
      return oneClick;
    })
    .toContain('/api/email/unsubscribe?token=');
  const posted = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);
  expect(await (await request.get(oneClick)).json()).toMatchObject({ kind: 'newsletter', done: true });
});
