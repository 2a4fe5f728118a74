import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_SERVER_TEXT } from '../../shared/constants/newsletter';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, sessionCookieFor, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { jobs, newsletterConfirmations, newsletterConsents, newsletterSubscribers } from '../db/schema';
import { createMemoryMailer } from '../email/mailer';

const t = useTestDb();
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  await t.db.delete(newsletterSubscribers);
  await t.db.delete(jobs);
  app = testApp(t.db);
});

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/newsletter/subscribe', jsonRequest('POST', body, headers));
const kate = { name: 'Kate Nguyen', email: 'Kate@Example.com', source: 'footer', sourceDetail: '/recipes' };

/** The unsubscribe link of the one email sent. */
function linkIn(text: string) {
  const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes, keeping the consent (time, source, form), and sends a welcome email with one-click unsubscribe', async () => {
    const response = await subscribe(kate);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({
      email: 'kate@example.com',
      name: 'Kate Nguyen',
      status: 'active',
      source: 'footer',
      sourceDetail: '/recipes',
    });
    expect(Date.now() - row!.consentedAt.getTime()).toBeLessThan(60_000);
    expect(await t.db.select().from(newsletterConsents)).toMatchObject([
      { action: 'subscribed', source: 'footer', sourceDetail: '/recipes' },
    ]);

    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(1);
    const [welcome] = mailer.sent;
    expect(welcome).toMatchObject({ to: 'kate@example.com', subject: 'Welcome to the Mama Village newsletter' });
    const token = linkIn(welcome!.text);
    expect(welcome!.headers).toEqual({
      'List-Unsubscribe': `<${TEST_PUBLIC_URL}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome!.text).toContain('Mama Village, an online community for mums in Australia');
    expect(welcome!.html).toContain(`${TEST_PUBLIC_URL}/unsubscribe?token=${token}`);
  });

  it('answers an active address with the spec’s 400, and sends nothing more', async () => {
    await subscribe(kate);
    const again = await subscribe({ ...kate, email: 'kate@example.com' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: NEWSLETTER_SERVER_TEXT.alreadySubscribed });
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });

  it('lets exactly one of ten parallel subscriptions of one address succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe(kate)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });

  it.each([
    [{ ...kate, email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ ...kate, name: '   ' }, 'name: Name is required'],
    [{ email: 'kate@example.com' }, 'name: Name is required'],
    // The form's rule (PRODUCT.md "Input rules"): first and last names of 2+ characters each.
    [{ ...kate, name: 'J' }, 'name: Name must be a first and last name of at least 2 characters each'],
    [{ ...kate, name: 'Kate' }, 'name: Name must be a first and last name of at least 2 characters each'],
    [{ ...kate, name: 'Kate N' }, 'name: Name must be a first and last name of at least 2 characters each'],
    [{ ...kate, source: 'x'.repeat(41) }, 'source: Source must be a short name of letters, digits and dashes'],
    [{ ...kate, name: 'Kate\u0000' }, null],
    ['[1,2]', null],
  ])('refuses %j with a 400 that names the problem', async (body, message) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string };
    if (message) expect(answer.error).toBe(message);
    else expect(answer.error).toEqual(expect.any(String));
    expect(await t.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it('takes source and sourceDetail as optional', async () => {
    expect((await subscribe({ name: 'Ann Lee', email: 'ann@example.com' })).status).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers)).toMatchObject([{ source: 'other', sourceDetail: null }]);
  });

  it('limits attempts for one email address, whoever sends them', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await subscribe({ ...kate, name: `Kate No${n}` })).status);
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('signing up an address that unsubscribed', () => {
  const stranger = { name: 'Someone Else', email: 'kate@example.com', source: 'download-app', sourceDetail: '/download-app' };

  /** Kate subscribed, was welcomed and left by her link; the welcome email is already sent. */
  async function kateLeft() {
    await subscribe(kate);
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    const token = linkIn(mailer.sent[0]!.text);
    expect((await app.request(`/api/email/unsubscribe?token=${token}`, jsonRequest('POST'))).status).toBe(200);
    return mailer;
  }

  const consentTrail = async () =>
    (await t.db.select().from(newsletterConsents).orderBy(newsletterConsents.id)).map((c) => `${c.action}:${c.source}`);

  function confirmLinkIn(text: string) {
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('answers as for a new address, but only emails the owner a confirm link: the row, its name and the consent record stay as she left them', async () => {
    const mailer = await kateLeft();
    const answer = await subscribe(stranger);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    expect(await t.db.select().from(newsletterSubscribers)).toMatchObject([
      { name: 'Kate Nguyen', status: 'unsubscribed', source: 'footer', sourceDetail: '/recipes' },
    ]);
    expect(await consentTrail()).toEqual(['subscribed:footer', 'unsubscribed:unsubscribe-link']);

    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(2);
    const confirm = mailer.sent[1]!;
    expect(confirm).toMatchObject({ to: 'kate@example.com', subject: 'Confirm your Mama Village newsletter subscription' });
    expect(confirm.headers).toBeUndefined();
    expect(confirm.text).toContain(`${TEST_PUBLIC_URL}/newsletter/confirm?token=`);
    // Whoever typed the name: it isn't put in front of the owner.
    expect(`${confirm.text}${confirm.html}`).not.toContain('Someone Else');
  });

  it('subscribes her again when she confirms: the typed name and form kept, the consent recorded then, the welcome sent, the link used up', async () => {
    const mailer = await kateLeft();
    await subscribe(stranger);
    await drainJobs(t.db, mailer);
    const token = confirmLinkIn(mailer.sent[1]!.text);
    const { caller } = await callerFor(t.db, null);

    // Opening the page changes nothing (mail scanners open links).
    expect(await caller.newsletter.confirmLink({ token })).toEqual({ email: 'k***@example.com' });
    expect(await t.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([{ status: 'unsubscribed' }]);

    const pressed = new Date();
    expect(await caller.newsletter.confirm({ token })).toEqual({ subscribed: true });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({
      name: 'Someone Else',
      status: 'active',
      source: 'download-app',
      sourceDetail: '/download-app',
      unsubscribedAt: null,
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(pressed.getTime() - 1000);
    const consents = await t.db.select().from(newsletterConsents).orderBy(newsletterConsents.id);
    expect(consents.map((c) => `${c.action}:${c.source}`)).toEqual([
      'subscribed:footer',
      'unsubscribed:unsubscribe-link',
      'subscribed:download-app',
    ]);
    expect(consents[2]!.at.getTime()).toBeGreaterThanOrEqual(pressed.getTime() - 1000);

    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(3);
    expect(mailer.sent[2]).toMatchObject({ to: 'kate@example.com', subject: 'Welcome to the Mama Village newsletter' });
    expect(mailer.sent[2]!.text).toContain('Hi Someone,');

    await expect(caller.newsletter.confirm({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.newsletter.confirmLink({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('emails one confirm link per address per window: further sign-ups answer the same and send nothing', async () => {
    const mailer = await kateLeft();
    for (const name of ['Someone Else', 'Another Stranger', 'Third Try']) {
      const answer = await subscribe({ ...stranger, name });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    }
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Welcome to the Mama Village newsletter',
      'Confirm your Mama Village newsletter subscription',
    ]);
    // The one link sent subscribes with what was typed when it was sent.
    await (await callerFor(t.db, null)).caller.newsletter.confirm({ token: confirmLinkIn(mailer.sent[1]!.text) });
    expect(await t.db.select({ name: newsletterSubscribers.name }).from(newsletterSubscribers)).toEqual([{ name: 'Someone Else' }]);
  });

  it('refuses an expired or unknown link with a 404 and a malformed one with a 400', async () => {
    const mailer = await kateLeft();
    await subscribe(stranger);
    await drainJobs(t.db, mailer);
    const token = confirmLinkIn(mailer.sent[1]!.text);
    await t.db.update(newsletterConfirmations).set({ expiresAt: new Date(Date.now() - 1000) });
    const { caller } = await callerFor(t.db, null);
    await expect(caller.newsletter.confirm({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.newsletter.confirm({ token: 'a'.repeat(32) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.newsletter.confirm({ token: '<script>' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([{ status: 'unsubscribed' }]);
  });

  it('needs no confirming from the signed-in member whose account the address is: her switch, or the form', async () => {
    const kateMember = await createTestUser(t.db, { username: 'kate_n', email: 'Kate@Example.com' });
    const mailer = await kateLeft();
    const { caller } = await callerFor(t.db, kateMember);
    expect(await caller.newsletter.setMine({ subscribed: true })).toMatchObject({ subscribed: true });
    await caller.newsletter.setMine({ subscribed: false });

    const cookie = await sessionCookieFor(t.db, kateMember);
    expect((await subscribe({ ...kate, name: 'Kate Ng' }, { cookie })).status).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers)).toMatchObject([{ name: 'Kate Ng', status: 'active' }]);
    expect(await consentTrail()).toEqual([
      'subscribed:footer',
      'unsubscribed:unsubscribe-link',
      'subscribed:profile',
      'unsubscribed:profile',
      'subscribed:footer',
    ]);
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(Array(3).fill('Welcome to the Mama Village newsletter'));
  });
});

describe('unsubscribing by the link in an email', () => {
  async function subscribedToken() {
    await subscribe(kate);
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    return linkIn(mailer.sent[0]!.text);
  }

  it('describes the link without showing the whole address', async () => {
    const token = await subscribedToken();
    const response = await app.request(`/api/email/unsubscribe?token=${token}`);
    expect(await response.json()).toEqual({
      kind: 'newsletter',
      what: 'the Mama Village newsletter',
      email: 'k***@example.com',
      done: false,
    });
  });

  it('works by a mail app’s one-click POST (a form body, no origin, no session), once', async () => {
    const token = await subscribedToken();
    const oneClick = await app.request(`/api/email/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await t.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([{ status: 'unsubscribed' }]);
    // Again: still fine, nothing more recorded.
    expect((await app.request('/api/email/unsubscribe', jsonRequest('POST', { token }))).status).toBe(200);
    expect(await t.db.select().from(newsletterConsents)).toHaveLength(2);
    expect(await (await app.request(`/api/email/unsubscribe?token=${token}`)).json()).toMatchObject({ done: true });
  });

  it('answers an unknown or malformed token with a 404 or 400, never a 500', async () => {
    expect((await app.request(`/api/email/unsubscribe?token=${'a'.repeat(32)}`, jsonRequest('POST'))).status).toBe(404);
    expect((await app.request('/api/email/unsubscribe?token=%3Cscript%3E', jsonRequest('POST'))).status).toBe(400);
    expect((await app.request('/api/email/unsubscribe')).status).toBe(400);
  });
});

describe("a member's own subscription", () => {
  it('shows and changes the subscription of her account’s address', async () => {
    const member = await createTestUser(t.db, { username: 'mia_r', email: 'Mia@Example.com' });
    const { caller } = await callerFor(t.db, member);
    expect(await caller.newsletter.mine()).toEqual({ email: 'mia@example.com', subscribed: false, since: null });
    expect(await caller.newsletter.setMine({ subscribed: true })).toMatchObject({ subscribed: true, since: expect.any(String) });
    expect(await caller.newsletter.setMine({ subscribed: true })).toMatchObject({ subscribed: true });
    expect(await t.db.select().from(jobs)).toHaveLength(1);
    expect(await caller.newsletter.setMine({ subscribed: false })).toMatchObject({ subscribed: false, since: null });
    const consents = await t.db.select().from(newsletterConsents).orderBy(newsletterConsents.id);
    expect(consents.map((c) => `${c.action}:${c.source}`)).toEqual(['subscribed:profile', 'unsubscribed:profile']);
  });

  it('is for members only', async () => {
    const { caller } = await callerFor(t.db, null);
    await expect(caller.newsletter.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
