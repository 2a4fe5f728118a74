import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDb } from '../../../test/db';
import { createTestSubscriber, createTestUser } from '../../../test/factories';
import { drainJobs } from '../../../test/jobs';
import { callerFor, sessionCookieFor, testApp } from '../../../test/server';
import { emailCampaigns, emailDeliveries, jobs, newsletterSubscribers, users } from '../../db/schema';
import { createMemoryMailer, type EmailMessage } from '../../email/mailer';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(emailCampaigns);
  await t.db.delete(newsletterSubscribers);
  await t.db.delete(jobs);
  await t.db.delete(users);
});

async function admin() {
  const user = await createTestUser(t.db, { username: 'editor', email: 'editor@example.com', role: 'admin' });
  return (await callerFor(t.db, user)).caller;
}

async function subscribers(count: number, prefix = 'reader') {
  for (let n = 0; n < count; n++) {
    await createTestSubscriber(t.db, { email: `${prefix}${n}@example.com`, name: `Reader ${n}`, source: 'footer', sourceDetail: null });
  }
}

const draft = {
  subject: 'Winter soups for little ones',
  body: '# Soup season\n\nThree **warming** recipes. <script>x</script>',
  audience: 'subscribers' as const,
  ratePerMinute: 60_000,
};

describe('email campaigns', () => {
  it('sends a campaign once to every active subscriber, each email with its own one-click unsubscribe', async () => {
    const caller = await admin();
    await subscribers(5);
    await createTestSubscriber(t.db, { email: 'gone@example.com', name: 'Gone', source: 'home', sourceDetail: null });
    await t.db.update(newsletterSubscribers).set({ status: 'unsubscribed' }).where(eq(newsletterSubscribers.email, 'gone@example.com'));
    const campaign = await caller.admin.newsletter.campaigns.create(draft);
    expect(campaign).toMatchObject({ status: 'draft', progress: { total: 0 } });
    expect(await caller.admin.newsletter.campaigns.send({ id: campaign.id })).toMatchObject({ status: 'sending' });

    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    const sent = mailer.sent;
    expect(sent.map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `reader${n}@example.com`));
    const tokens = new Set(sent.map((m) => /token=([\w-]+)/.exec(m.headers!['List-Unsubscribe']!)?.[1]));
    expect(tokens.size).toBe(5);
    expect(sent[0]!.html).toContain('<h1>Soup season</h1>');
    expect(sent[0]!.html).toContain('<strong>warming</strong>');
    expect(sent[0]!.html).not.toContain('<script>');
    expect(sent.every((m) => m.key?.startsWith(`campaign-${campaign.id}-delivery-`))).toBe(true);
    expect(await caller.admin.newsletter.campaigns.byId({ id: campaign.id })).toMatchObject({
      status: 'sent',
      finishedAt: expect.any(String),
      progress: { total: 5, sent: 5, failed: 0, pending: 0 },
    });
    await expect(caller.admin.newsletter.campaigns.send({ id: campaign.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('resumes after a crash without sending anyone the campaign twice', async () => {
    const caller = await admin();
    await subscribers(6);
    const campaign = await caller.admin.newsletter.campaigns.create(draft);
    await caller.admin.newsletter.campaigns.send({ id: campaign.id });
    // The first run's mail server dies after three messages: the job fails and is retried later.
    const first: EmailMessage[] = [];
    const dying = {
      async send(message: EmailMessage) {
        if (first.length === 3) throw new Error('connection lost');
        first.push(message);
      },
    };
    await drainJobs(t.db, dying);
    expect(first).toHaveLength(3);
    // The retry (made due now) carries on from the fourth.
    await t.db.update(jobs).set({ runAt: new Date() });
    const second = createMemoryMailer();
    await drainJobs(t.db, second);
    const everyone = [...first, ...second.sent].map((m) => m.to).sort();
    expect(everyone).toEqual([0, 1, 2, 3, 4, 5].map((n) => `reader${n}@example.com`));
    expect(await caller.admin.newsletter.campaigns.byId({ id: campaign.id })).toMatchObject({
      status: 'sent',
      progress: { sent: 6, failed: 0 },
    });
  });

  it('gives up on an address that keeps failing and sends to the rest', async () => {
    const caller = await admin();
    await subscribers(3);
    const campaign = await caller.admin.newsletter.campaigns.create(draft);
    await caller.admin.newsletter.campaigns.send({ id: campaign.id });
    const delivered: string[] = [];
    await drainJobs(t.db, {
      async send(message) {
        if (message.to === 'reader1@example.com') throw new Error('550 mailbox unavailable');
        delivered.push(message.to);
      },
    });
    expect(delivered.sort()).toEqual(['reader0@example.com', 'reader2@example.com']);
    const [failed] = await t.db.select().from(emailDeliveries).where(eq(emailDeliveries.status, 'failed'));
    expect(failed).toMatchObject({ email: 'reader1@example.com', attempts: 3, lastError: '550 mailbox unavailable' });
    expect(await caller.admin.newsletter.campaigns.byId({ id: campaign.id })).toMatchObject({
      status: 'sent',
      progress: { sent: 2, failed: 1 },
    });
  });

  it('sends “members who opted in” to subscribers whose address is a member’s', async () => {
    const caller = await admin();
    await subscribers(3);
    await createTestUser(t.db, { username: 'reader1', email: 'Reader1@Example.com' });
    const campaign = await caller.admin.newsletter.campaigns.create({ ...draft, audience: 'members' });
    await caller.admin.newsletter.campaigns.send({ id: campaign.id });
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((m) => m.to)).toEqual(['reader1@example.com']);
  });

  it('waits for a scheduled time, can be rescheduled, and stopped', async () => {
    const caller = await admin();
    await subscribers(2);
    const campaign = await caller.admin.newsletter.campaigns.create(draft);
    await expect(
      caller.admin.newsletter.campaigns.send({ id: campaign.id, at: new Date(Date.now() - 60_000).toISOString() }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose a time in the future',
    });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(await caller.admin.newsletter.campaigns.send({ id: campaign.id, at: later })).toMatchObject({
      status: 'scheduled',
      scheduledAt: later,
    });
    await caller.admin.newsletter.campaigns.send({ id: campaign.id, at: new Date(Date.now() + 7_200_000).toISOString() });
    expect(await t.db.select().from(jobs)).toHaveLength(1);
    const mailer = createMemoryMailer();
    expect(await drainJobs(t.db, mailer)).toBe(0);
    // Still editable while it waits.
    await caller.admin.newsletter.campaigns.update({ id: campaign.id, ...draft, subject: 'Soups, revised' });
    expect(await caller.admin.newsletter.campaigns.cancel({ id: campaign.id })).toMatchObject({ status: 'cancelled' });
    expect(await t.db.select().from(jobs)).toEqual([]);
    await expect(caller.admin.newsletter.campaigns.update({ id: campaign.id, ...draft })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('sends a test to the admin’s own address, marked as a test', async () => {
    const caller = await admin();
    expect(await caller.admin.newsletter.campaigns.testSend({ subject: draft.subject, body: draft.body })).toEqual({
      to: 'editor@example.com',
    });
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toMatchObject([{ to: 'editor@example.com', subject: '[Test] Winter soups for little ones' }]);
  });

  it.each([
    [{ ...draft, subject: '' }, 'Subject is required'],
    [{ ...draft, ratePerMinute: 0 }, 'Rate must be at least 1 a minute'],
    [{ ...draft, audience: 'everyone' }, 'Choose who receives it'],
  ])('refuses %j', async (input, message) => {
    const caller = await admin();
    await expect(caller.admin.newsletter.campaigns.create(input as typeof draft)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });
});

describe('subscribers for the admin', () => {
  it('lists with search, status and source filters, counts by source, and exports CSV that spreadsheets read safely', async () => {
    const caller = await admin();
    await subscribers(3);
    await createTestSubscriber(t.db, { email: 'app@example.com', name: '=HYPERLINK("x")', source: 'download-app', sourceDetail: null });
    const all = await caller.admin.newsletter.subscribers({});
    expect(all.total).toBe(4);
    expect((await caller.admin.newsletter.subscribers({ source: 'download-app' })).items.map((s) => s.email)).toEqual(['app@example.com']);
    expect((await caller.admin.newsletter.subscribers({ q: 'reader2' })).items.map((s) => s.email)).toEqual(['reader2@example.com']);
    const reader = all.items.find((s) => s.email === 'reader0@example.com')!;
    await caller.admin.newsletter.unsubscribe({ id: reader.id });
    expect((await caller.admin.newsletter.subscribers({ status: 'unsubscribed' })).items.map((s) => s.email)).toEqual([
      'reader0@example.com',
    ]);
    expect(await caller.admin.newsletter.counts()).toEqual({
      active: 3,
      unsubscribed: 1,
      bySource: [
        { source: 'footer', active: 2 },
        { source: 'download-app', active: 1 },
      ],
    });
    await expect(caller.admin.newsletter.unsubscribe({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const app = testApp(t.db);
    const [editor] = await t.db.select().from(users).where(eq(users.username, 'editor'));
    const cookie = await sessionCookieFor(t.db, {
      id: editor!.id,
      username: 'editor',
      email: editor!.email,
      isAdmin: true,
      avatar: null,
    } as never);
    const csv = await app.request('/api/admin/newsletter/subscribers.csv?source=download-app', { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,name,status,source,source_detail,consented_at,unsubscribed_at');
    expect(lines[1]).toMatch(/^"app@example.com","'=HYPERLINK\(""x""\)","active","download-app","",/);

    const member = await createTestUser(t.db, { username: 'mum' });
    expect(
      (await app.request('/api/admin/newsletter/subscribers.csv', { headers: { cookie: await sessionCookieFor(t.db, member) } })).status,
    ).toBe(403);
    expect((await app.request('/api/admin/newsletter/subscribers.csv?status=maybe', { headers: { cookie } })).status).toBe(400);
  });
});
