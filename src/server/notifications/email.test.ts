import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { jobs, users } from '../db/schema';
import { createMemoryMailer } from '../email/mailer';
import { notify } from './service';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(users);
});

let events = 0;
const event = (userId: number, type: 'tag' | 'thread_reply' | 'admin_announcement') => ({
  userId,
  type,
  title: `Event ${++events}`,
  content: 'kate mentioned you in “Sleep regression at 4 months”',
  link: '/community/threads/1',
  eventKey: `test:${events}`,
});

describe('notification emails', () => {
  it('come by default for mentions and announcements, not for replies (PRODUCT.md)', async () => {
    const member = await createTestUser(t.db, { username: 'mia', email: 'mia@example.com' });
    const { caller } = await callerFor(t.db, member);
    expect(await caller.notifications.emailPreferences()).toEqual({
      tag: true,
      thread_reply: false,
      thread_participation: false,
      admin_announcement: true,
      other: false,
    });
    await notify(t.db, [event(member.id, 'tag'), event(member.id, 'thread_reply')]);
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'mia@example.com', key: expect.stringMatching(/^notification-\d+$/) });
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/community/threads/1`);
    expect(mail!.text).toContain('You get emails when someone mentions you from Mama Village.');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('follow the member’s choice, checked again when the email goes out', async () => {
    const member = await createTestUser(t.db, { username: 'mia', email: 'mia@example.com' });
    const { caller } = await callerFor(t.db, member);
    expect(await caller.notifications.updateEmailPreferences({ byEmail: { thread_reply: true } })).toMatchObject({
      thread_reply: true,
      tag: true,
    });
    await notify(t.db, [event(member.id, 'thread_reply'), event(member.id, 'tag')]);
    // She turns mentions off before the queued email is sent.
    await caller.notifications.updateEmailPreferences({ byEmail: { tag: false } });
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Event/)]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('stop for one type by the link in one of them, while in-app notifications go on', async () => {
    const member = await createTestUser(t.db, { username: 'mia', email: 'mia@example.com' });
    await notify(t.db, [event(member.id, 'tag')]);
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    const token = /token=([\w-]+)/.exec(mailer.sent[0]!.headers!['List-Unsubscribe']!)![1]!;
    const app = testApp(t.db);
    expect(await (await app.request(`/api/email/unsubscribe?token=${token}`)).json()).toEqual({
      kind: 'notification',
      what: 'emails when someone mentions you',
      email: 'm***@example.com',
      done: false,
    });
    expect((await app.request(`/api/email/unsubscribe?token=${token}`, jsonRequest('POST'))).status).toBe(200);
    const { caller } = await callerFor(t.db, member);
    expect(await caller.notifications.emailPreferences()).toMatchObject({ tag: false, admin_announcement: true });
    await notify(t.db, [event(member.id, 'tag'), event(member.id, 'admin_announcement')]);
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(2);
    expect((await caller.notifications.list({})).items).toHaveLength(3);
  });

  it('reach every member of an announcement who wants it, one email each', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const members = await Promise.all([1, 2, 3].map((n) => createTestUser(t.db, { username: `mum${n}`, email: `mum${n}@example.com` })));
    await (await callerFor(t.db, members[0]!)).caller.notifications.updateEmailPreferences({ byEmail: { admin_announcement: false } });
    await (await callerFor(t.db, admin)).caller.notifications.announce({ title: 'Giveaway drawn', content: 'See who won this month.' });
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['mum2@example.com', 'mum3@example.com']);
  });

  it('settings are for members only', async () => {
    const { caller } = await callerFor(t.db, null);
    await expect(caller.notifications.emailPreferences()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const member = await createTestUser(t.db);
    await expect(
      (await callerFor(t.db, member)).caller.notifications.updateEmailPreferences({ byEmail: { nonsense: true } as never }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
