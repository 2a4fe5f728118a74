import { beforeEach, describe, expect, it } from 'vitest';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_TEXT } from '../../shared/constants/partnerships';
import { useTestDb } from '../../test/db';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { jobs } from '../db/schema';
import { createMemoryMailer } from '../email/mailer';
import { parseEnv } from '../env';
import { DEFAULT_TEAM_INBOX } from './service';

const t = useTestDb();

// Each test reads the mail its own requests queued.
beforeEach(async () => {
  await t.db.delete(jobs);
});

const enquiry = {
  name: 'Priya Shah',
  email: 'priya@littlesprouts.example',
  company: 'Little Sprouts <Organics>',
  message: 'We make organic baby food in Geelong and would love to offer your members 20% off.\nCan we talk?',
};

describe('partnerships.enquire', () => {
  it('emails the enquiry to the team inbox, escaped in the HTML, with the sender to reply to', async () => {
    const { caller, mailer } = await callerFor(t.db);
    expect(await caller.partnerships.enquire({ ...enquiry, name: '  Priya Shah  ', website: '' })).toEqual({ success: true });
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe(DEFAULT_TEAM_INBOX);
    expect(mail.subject).toBe('Partnership enquiry from Little Sprouts <Organics>');
    expect(mail.text).toContain('Name: Priya Shah\nEmail: priya@littlesprouts.example\nCompany: Little Sprouts <Organics>');
    expect(mail.text).toContain(enquiry.message);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/partnerships`);
    expect(mail.html).toContain('Little Sprouts &#60;Organics&#62;');
    expect(mail.html).not.toContain('<Organics>');
    expect(mail.html).toContain('href="mailto:priya@littlesprouts.example"');
  });

  it('answers a filled honeypot as a success and sends nothing', async () => {
    const { caller, mailer } = await callerFor(t.db);
    expect(await caller.partnerships.enquire({ ...enquiry, website: 'https://cheap-pills.example' })).toEqual({ success: true });
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses missing, blank and over-long fields with the form’s own messages', async () => {
    const { caller } = await callerFor(t.db);
    const result = await refusal(
      caller.partnerships.enquire({
        name: '   ',
        email: 'not-an-email',
        company: '',
        message: 'x'.repeat(PARTNERSHIP_LIMITS.messageMax + 1),
      }),
    );
    expect(result.code).toBe('BAD_REQUEST');
    expect(result.fieldErrors).toEqual({
      name: PARTNERSHIP_TEXT.nameRequired,
      email: 'Please enter a valid email address',
      company: PARTNERSHIP_TEXT.companyRequired,
      message: 'Message must be at most 2,000 characters',
    });
    expect((await refusal(caller.partnerships.enquire({ ...enquiry, message: 'Hi there' }))).fieldErrors).toEqual({
      message: PARTNERSHIP_TEXT.messageTooShort,
    });
    // 2,000 characters exactly is allowed.
    expect(await caller.partnerships.enquire({ ...enquiry, message: 'x'.repeat(PARTNERSHIP_LIMITS.messageMax) })).toEqual({
      success: true,
    });
  });
});

describe('POST /api/partnerships/enquiries', () => {
  it('accepts an enquiry with 202 and mails it to the inbox the app was given', async () => {
    const mailer = createMemoryMailer();
    const app = testApp(t.db, { mailer, teamInbox: 'partners@mamavillage.example' });
    const res = await app.request('/api/partnerships/enquiries', jsonRequest('POST', enquiry));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true });
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((m) => m.to)).toEqual(['partners@mamavillage.example']);
  });

  it('answers bad input with a 400 naming the field, and a body that is not JSON with a 400', async () => {
    const app = testApp(t.db);
    const bad = await app.request('/api/partnerships/enquiries', jsonRequest('POST', { ...enquiry, email: 'nope' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('Please enter a valid email address');
    const broken = await app.request('/api/partnerships/enquiries', jsonRequest('POST', '{"name":'));
    expect(broken.status).toBe(400);
    const noBody = await app.request('/api/partnerships/enquiries', jsonRequest('POST'));
    expect(noBody.status).toBe(400);
  });

  it('limits one address to 5 enquiries an hour (429), honeypot hits included', async () => {
    const mailer = createMemoryMailer();
    const app = testApp(t.db, { mailer });
    for (let i = 0; i < 5; i += 1) {
      const body = i === 0 ? { ...enquiry, website: 'spam' } : enquiry;
      expect((await app.request('/api/partnerships/enquiries', jsonRequest('POST', body))).status).toBe(202);
    }
    const sixth = await app.request('/api/partnerships/enquiries', jsonRequest('POST', enquiry));
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: PARTNERSHIP_TEXT.tooManyEnquiries });
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(4);
  });
});

describe('TEAM_INBOX', () => {
  it('defaults to the address in MAIL_FROM and must be an email address when set', () => {
    expect(parseEnv({}).TEAM_INBOX).toBe('hello@mamavillage.example');
    expect(parseEnv({ MAIL_FROM: 'Village <team@village.example>' }).TEAM_INBOX).toBe('team@village.example');
    expect(parseEnv({ MAIL_FROM: 'team@village.example' }).TEAM_INBOX).toBe('team@village.example');
    expect(parseEnv({ TEAM_INBOX: 'partners@village.example' }).TEAM_INBOX).toBe('partners@village.example');
    expect(() => parseEnv({ TEAM_INBOX: 'partners' })).toThrow('Invalid environment variable TEAM_INBOX');
  });
});
