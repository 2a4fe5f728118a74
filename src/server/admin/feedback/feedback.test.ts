import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from '../../../shared/constants/feedback';
import { useTestDb } from '../../../test/db';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { refusal } from '../../../test/trpc-errors';
import { auditLog, notificationMutes, notifications, productFeedback } from '../../db/schema';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(productFeedback);
  await t.db.delete(auditLog);
});

async function setUp() {
  const admin = await createTestUser(t.db, { role: 'admin' });
  const member = await createTestUser(t.db);
  const adminCaller = (await callerFor(t.db, admin)).caller;
  const memberCaller = (await callerFor(t.db, member)).caller;
  const sent = await memberCaller.feedback.submit({ category: 'idea', message: 'Please add a sleep diary I can fill in at 3 am.' });
  return { admin, member, adminCaller, memberCaller, sent };
}

const feedbackNotices = (userId: number) =>
  t.db
    .select({ title: notifications.title, content: notifications.content, link: notifications.link, type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'other')));

describe('admin feedback triage', () => {
  it('is for admins only: a member gets FORBIDDEN, a visitor UNAUTHORIZED', async () => {
    const { memberCaller, sent } = await setUp();
    expect((await refusal(memberCaller.admin.feedback.setStatus({ id: sent.id, status: 'planned' }))).code).toBe('FORBIDDEN');
    expect((await refusal(memberCaller.admin.feedback.list({}))).code).toBe('FORBIDDEN');
    expect((await refusal(memberCaller.admin.feedback.counts())).code).toBe('FORBIDDEN');
    const visitor = (await callerFor(t.db)).caller;
    expect((await refusal(visitor.admin.feedback.list({}))).code).toBe('UNAUTHORIZED');
  });

  it('a status change notifies the member once, records who did it, and shows on her list with the note', async () => {
    const { admin, member, adminCaller, memberCaller, sent } = await setUp();
    const result = await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'planned', note: 'Coming in the new year.' });
    expect(result).toMatchObject({
      changed: true,
      notified: true,
      feedback: { status: 'planned', adminNote: 'Coming in the new year.', username: member.username },
    });

    expect(await feedbackNotices(member.id)).toEqual([
      {
        type: 'other',
        title: 'Your feedback is now planned',
        content: '“Please add a sleep diary I can fill in at 3 am.” Coming in the new year.',
        link: '/product-feedback',
      },
    ]);
    // The same request again (a retry) changes nothing and notifies nobody.
    expect(await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'planned' })).toMatchObject({
      changed: false,
      notified: false,
    });
    expect(await feedbackNotices(member.id)).toHaveLength(1);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'product_feedback'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'update',
        entityId: String(sent.id),
        before: { status: 'new', adminNote: null },
        after: { status: 'planned', adminNote: 'Coming in the new year.' },
      }),
    ]);

    const [mine] = (await memberCaller.feedback.mine({})).items;
    expect(mine).toMatchObject({ status: 'planned', adminNote: 'Coming in the new year.', statusChangedAt: expect.any(Date) });

    // Done later: a second change, a second notification; the note is kept when none is given.
    await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'done' });
    expect((await feedbackNotices(member.id)).map((n) => n.title)).toEqual(['Your feedback is now planned', 'Your feedback is now done']);
    expect((await memberCaller.feedback.mine({})).items[0]).toMatchObject({ status: 'done', adminNote: 'Coming in the new year.' });
  });

  it('a note alone is saved and audited without a notification; an empty note clears it', async () => {
    const { member, adminCaller, sent } = await setUp();
    expect(await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'new', note: 'Looking into it.' })).toMatchObject({
      changed: true,
      notified: false,
      feedback: { status: 'new', adminNote: 'Looking into it.', statusChangedAt: null },
    });
    expect(await feedbackNotices(member.id)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
    expect((await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'new', note: '' })).feedback.adminNote).toBeNull();
  });

  it('respects a member who muted “other” notifications', async () => {
    const { member, adminCaller, sent } = await setUp();
    await t.db.insert(notificationMutes).values({ userId: member.id, type: 'other' });
    expect(await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'declined' })).toMatchObject({
      changed: true,
      notified: false,
    });
    expect(await feedbackNotices(member.id)).toEqual([]);
  });

  it('refuses an unknown id, an unknown status and a long note', async () => {
    const { adminCaller, sent } = await setUp();
    expect(await refusal(adminCaller.admin.feedback.setStatus({ id: sent.id + 1000, status: 'done' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: FEEDBACK_TEXT.notFound,
    });
    expect((await refusal(adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'maybe' as never }))).fieldErrors).toEqual({
      status: FEEDBACK_TEXT.statusInvalid,
    });
    expect(
      (await refusal(adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'done', note: 'n'.repeat(1001) }))).fieldErrors,
    ).toEqual({
      note: 'Note must be at most 1,000 characters',
    });
  });

  it('lists every member’s feedback with filters, search and paging, and counts it by status', async () => {
    const { adminCaller, memberCaller, sent } = await setUp();
    await memberCaller.feedback.submit({
      category: 'problem',
      message: 'The recipe page scrolls sideways on my phone.',
      pageLink: '/recipes',
    });
    const other = (await callerFor(t.db, await createTestUser(t.db, { username: 'jess_mum' }))).caller;
    await other.feedback.submit({ category: 'content_request', message: 'Toddler lunchbox ideas please.' });
    await adminCaller.admin.feedback.setStatus({ id: sent.id, status: 'planned' });

    const all = await adminCaller.admin.feedback.list({});
    expect(all).toMatchObject({ total: 3, page: 1 });
    expect(all.items.map((item) => item.category)).toEqual(['content_request', 'problem', 'idea']);
    expect((await adminCaller.admin.feedback.list({ status: 'planned' })).items.map((item) => item.id)).toEqual([sent.id]);
    expect((await adminCaller.admin.feedback.list({ category: 'problem' })).items).toEqual([
      expect.objectContaining({ pageLink: '/recipes', status: 'new' }),
    ]);
    expect((await adminCaller.admin.feedback.list({ q: 'jess' })).items.map((item) => item.username)).toEqual(['jess_mum']);
    expect((await adminCaller.admin.feedback.list({ q: 'lunchbox' })).total).toBe(1);
    const paged = await adminCaller.admin.feedback.list({ pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, items: [{ id: sent.id }] });
    expect((await refusal(adminCaller.admin.feedback.list({ status: 'open' as never }))).code).toBe('BAD_REQUEST');

    expect(await adminCaller.admin.feedback.counts()).toEqual({ new: 2, planned: 1, done: 0, declined: 0 });
  });
});
