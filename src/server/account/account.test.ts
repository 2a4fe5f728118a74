import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestNotification, createTestTopic } from '../../test/community-factories';
import { createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestSubscriber, createTestUser, TEST_PASSWORD } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { readZip } from '../../test/zip';
import type { SessionUser } from '../auth/session';
import { createMemoryMailer } from '../email/mailer';
import {
  comments,
  accountDeletions,
  accountExports,
  auditLog,
  forumReplies,
  forumThreads,
  jobs,
  newsletterSubscribers,
  notifications,
  pointsLedger,
  sessions,
  users,
} from '../db/schema';
import { DEFAULT_ADMIN_USERNAME } from '../db/seed/admin';
import { EXPORT_FILES } from './export-files';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(jobs);
});

/** The link token in the newest queued email to `to` (the email job's payload). */
async function tokenMailedTo(to: string, pattern: RegExp): Promise<string> {
  const rows = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'email'));
  const mails = rows.map((row) => row.payload as { to: string; text: string }).filter((mail) => mail.to === to && pattern.test(mail.text));
  expect(mails.length).toBeGreaterThan(0);
  return pattern.exec(mails.at(-1)!.text)![1]!;
}

async function postAs(user: SessionUser) {
  return (await callerFor(t.db, user)).caller;
}

describe('her data download', () => {
  it('is queued (202), built by the job into a ZIP of every file, hers alone, once a day', async () => {
    const app = testApp(t.db);
    const kate = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const thread = await (
      await postAs(kate)
    ).community.threads.create({ topicId: topic.id, title: 'Sleep at six months', content: 'Any tips for naps?' });
    await (await postAs(kate)).community.replies.create({ threadId: thread.id, content: 'Adding: she wakes at 5.' });
    await createTestSubscriber(t.db, { email: kate.email, name: 'Kate', source: 'footer' });
    await createTestNotification(t.db, { userId: kate.id, title: 'Bea replied' });
    const moderator = await createTestUser(t.db, { role: 'moderator' });
    await (await postAs(moderator)).admin.members.addNote({ id: kate.id, body: 'Asked us to remove an old photo.' });
    const cookie = await sessionCookieFor(t.db, kate);

    const created = await app.request('/api/account/exports', jsonRequest('POST', undefined, { cookie }));
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: number };
    expect(await (await app.request(`/api/account/exports/${id}`, { headers: { cookie } })).json()).toEqual({
      status: 'queued',
      expiresAt: null,
    });
    expect((await app.request(`/api/account/exports/${id}/download`, { headers: { cookie } })).status).toBe(409);

    const again = await app.request('/api/account/exports', jsonRequest('POST', undefined, { cookie }));
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: 'You can download your data once a day' });
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);

    await drainJobs(t.db, createMemoryMailer());
    const status = (await (await app.request(`/api/account/exports/${id}`, { headers: { cookie } })).json()) as {
      status: string;
      expiresAt: string;
    };
    expect(status.status).toBe('ready');
    expect(new Date(status.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // Told in-app, and by email.
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kate.id), eq(notifications.eventKey, `export-ready:${id}`)));
    expect(notice).toMatchObject({ title: 'Your data download is ready', link: '/profile/privacy' });

    const download = await app.request(`/api/account/exports/${id}/download`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const files = await readZip(Buffer.from(await download.arrayBuffer()));
    expect([...files.keys()]).toEqual(['README.txt', ...EXPORT_FILES.map((file) => file.name)]);
    for (const file of EXPORT_FILES) expect(files.get('README.txt')).toContain(file.name);
    const json = (name: string) => JSON.parse(files.get(name)!);
    expect(json('profile.json')).toMatchObject({ id: kate.id, username: kate.username, email: kate.email });
    expect(files.get('profile.json')).not.toContain('passwordHash');
    expect(json('sessions.json').length).toBeGreaterThan(0);
    expect(json('threads.json')).toEqual([
      expect.objectContaining({ id: thread.id, title: 'Sleep at six months', content: 'Any tips for naps?' }),
    ]);
    expect(json('replies.json')).toEqual([expect.objectContaining({ threadId: thread.id, content: 'Adding: she wakes at 5.' })]);
    expect(json('points.json')).toContainEqual(expect.objectContaining({ action: 'thread', sourceId: thread.id }));
    expect(json('notifications.json')).toEqual([expect.objectContaining({ title: 'Bea replied', isRead: false })]);
    expect(json('notification-settings.json')).toEqual({ turnedOff: [], byEmail: [] });
    expect(json('newsletter.json').subscription).toMatchObject({ email: kate.email.toLowerCase(), status: 'active' });
    expect(json('newsletter.json').consents).toEqual([expect.objectContaining({ action: 'subscribed' })]);
    for (const name of ['likes.json', 'saves.json', 'mutes-and-blocks.json', 'perk-redemptions.json', 'feedback.json', 'reports.json']) {
      expect(json(name)).toEqual([]);
    }
    expect(json('giveaways.json').monthlyPoints.length).toBe(1);
    expect(json('decisions.json')).toEqual({ decisions: [], penalties: [], appeals: [] });
    expect(json('staff-notes.json')).toEqual([
      expect.objectContaining({ writtenBy: moderator.username, note: 'Asked us to remove an old photo.' }),
    ]);

    // Anyone else: not found; a visitor: 401.
    const otherCookie = await sessionCookieFor(t.db, other);
    expect((await app.request(`/api/account/exports/${id}/download`, { headers: { cookie: otherCookie } })).status).toBe(404);
    expect((await app.request(`/api/account/exports/${id}`, { headers: { cookie: otherCookie } })).status).toBe(404);
    expect((await app.request(`/api/account/exports/${id}/download`)).status).toBe(401);
    expect((await app.request('/api/account/exports', jsonRequest('POST'))).status).toBe(401);

    // After its 7 days: gone.
    await t.db
      .update(accountExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountExports.id, id));
    expect((await app.request(`/api/account/exports/${id}/download`, { headers: { cookie } })).status).toBe(404);
  });
});

describe('deleting her account', () => {
  async function scene() {
    const kate = await createTestUser(t.db);
    const bea = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const kateCaller = await postAs(kate);
    const beaCaller = await postAs(bea);
    const answered = await kateCaller.community.threads.create({ topicId: topic.id, title: 'Kate asks', content: 'Her question' });
    const lonely = await kateCaller.community.threads.create({ topicId: topic.id, title: 'Nobody answered', content: 'Quiet' });
    const beaReply = await beaCaller.community.replies.create({ threadId: answered.id, content: "Bea's answer" });
    const beaThread = await beaCaller.community.threads.create({ topicId: topic.id, title: 'Bea asks', content: 'Her own' });
    const kateEarly = await kateCaller.community.replies.create({ threadId: beaThread.id, content: 'Kate first' });
    await beaCaller.community.replies.create({ threadId: beaThread.id, content: 'Bea below' });
    const kateLast = await kateCaller.community.replies.create({ threadId: beaThread.id, content: 'Kate last' });
    const recipe = await createTestRecipe(t.db);
    const onRecipe = { contentType: 'recipe' as const, contentId: recipe.id };
    const kateAsked = await kateCaller.comments.create({ ...onRecipe, body: 'Can I freeze it?', rating: 4 });
    const beaAnswer = await beaCaller.comments.create({ ...onRecipe, body: 'Yes, for a month', parentId: kateAsked.id });
    const kateAlone = await kateCaller.comments.create({ ...onRecipe, body: 'Made it twice' });
    const beaComment = await beaCaller.comments.create({ ...onRecipe, body: 'Lovely with rice' });
    await kateCaller.comments.create({ ...onRecipe, body: 'Agreed!', parentId: beaComment.id });
    const beaPoints = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, bea.id));
    return {
      kate,
      bea,
      answered,
      lonely,
      beaReply,
      beaThread,
      kateEarly,
      kateLast,
      beaPoints,
      kateAsked,
      beaAnswer,
      kateAlone,
      beaComment,
    };
  }

  async function requestAndConfirm(user: SessionUser, content: 'remove' | 'anonymise', grace = 0) {
    const app = testApp(t.db, { accountDeletionGraceHours: grace });
    const cookie = await sessionCookieFor(t.db, user);
    const wrong = await app.request('/api/account/deletion', jsonRequest('POST', { password: 'not-her-password', content }, { cookie }));
    expect(wrong.status).toBe(400);
    const asked = await app.request('/api/account/deletion', jsonRequest('POST', { password: TEST_PASSWORD, content }, { cookie }));
    expect(asked.status).toBe(202);
    const token = await tokenMailedTo(user.email, /confirm-deletion\?token=([a-z2-7]{32})/);
    const confirmed = await app.request('/api/account/deletion/confirm', jsonRequest('POST', { token }));
    expect(confirmed.status).toBe(200);
    return { app, cookie, token };
  }

  it('with remove: her posts go, her thread keeps Bea\'s reply and its points under "Thread removed by its author"', async () => {
    const s = await scene();
    const { app, cookie, token } = await requestAndConfirm(s.kate, 'remove');
    expect(await t.db.select().from(users).where(eq(users.id, s.kate.id))).toEqual([]);
    // Her sessions are rows: gone, so every process refuses her cookie at once.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.kate.id))).toEqual([]);
    expect((await app.request('/api/account/exports', jsonRequest('POST', undefined, { cookie }))).status).toBe(401);

    const [kept] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, s.answered.id));
    expect(kept).toMatchObject({ title: 'Thread removed by its author', content: '', authorId: null });
    expect(await t.db.select().from(forumThreads).where(eq(forumThreads.id, s.lonely.id))).toEqual([]);
    const [beaReply] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, s.beaReply.id));
    expect(beaReply).toMatchObject({ content: "Bea's answer", authorId: s.bea.id });
    const [early] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, s.kateEarly.id));
    expect(early).toMatchObject({ content: '[deleted by its author]', authorId: null });
    expect(await t.db.select().from(forumReplies).where(eq(forumReplies.id, s.kateLast.id))).toEqual([]);
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, s.bea.id))).toEqual(s.beaPoints);
    const [beaThread] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, s.beaThread.id));
    expect(beaThread!.replyCount).toBe(2);

    // Her comments: the one Bea answered stays as deleted (no text, no author, no rating), the rest
    // go; Bea's answer and her own comment stay, the latter answered once fewer.
    const byId = async (id: number) => (await t.db.select().from(comments).where(eq(comments.id, id)))[0];
    expect(await byId(s.kateAsked.id)).toMatchObject({ body: '', authorId: null, rating: null, deletedAt: expect.any(Date) });
    expect(await byId(s.beaAnswer.id)).toMatchObject({ body: 'Yes, for a month', authorId: s.bea.id });
    expect(await byId(s.kateAlone.id)).toBeUndefined();
    expect(await byId(s.beaComment.id)).toMatchObject({ body: 'Lovely with rice', replyCount: 0 });

    // The thread page still shows Bea's reply.
    const { caller } = await callerFor(t.db);
    const page = await caller.community.threads.replies({ threadId: s.answered.id });
    expect(page.items.map((reply) => reply.content)).toEqual(["Bea's answer"]);

    // The link, used: 400; an unknown one too.
    expect((await app.request('/api/account/deletion/confirm', jsonRequest('POST', { token }))).status).toBe(400);
    expect((await app.request('/api/account/deletion/confirm', jsonRequest('POST', { token: 'a'.repeat(32) }))).status).toBe(400);
  });

  it('with anonymise: her posts stay under "Former member", and Bea\'s reply with its points', async () => {
    const s = await scene();
    await requestAndConfirm(s.kate, 'anonymise');
    const [thread] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, s.answered.id));
    expect(thread).toMatchObject({ title: 'Kate asks', content: 'Her question', authorId: null });
    expect(await t.db.select().from(forumThreads).where(eq(forumThreads.id, s.lonely.id))).toHaveLength(1);
    const [last] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, s.kateLast.id));
    expect(last).toMatchObject({ content: 'Kate last', authorId: null });
    expect(await t.db.select().from(forumReplies).where(eq(forumReplies.id, s.beaReply.id))).toEqual([
      expect.objectContaining({ content: "Bea's answer", authorId: s.bea.id }),
    ]);
    expect(await t.db.select().from(comments).where(eq(comments.id, s.kateAlone.id))).toEqual([
      expect.objectContaining({ body: 'Made it twice', authorId: null }),
    ]);
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, s.bea.id))).toEqual(s.beaPoints);
    const { caller } = await callerFor(t.db);
    const shown = await caller.community.threads.byId({ id: s.answered.id });
    // No author: the forum shows "Former member" (community/post-author.tsx).
    expect(shown.author).toBeNull();
  });

  it('waits the grace period, and "Keep my account" cancels it', async () => {
    const kate = await createTestUser(t.db);
    const { app, cookie } = await requestAndConfirm(kate, 'remove', 168);
    const { caller } = await callerFor(t.db, kate);
    const status = await caller.account.deletion.status();
    expect(status).toMatchObject({ state: 'scheduled', content: 'remove' });
    expect(new Date(status.deleteAt!).getTime() - Date.now()).toBeGreaterThan(167 * 3600 * 1000);
    expect((await app.request('/api/account/deletion', { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    // Its job comes due: nothing happens.
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'account.delete'));
    await drainJobs(t.db, createMemoryMailer());
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, kate.id))).toHaveLength(1);
    expect(await caller.account.deletion.status()).toEqual({ state: 'none', content: null, deleteAt: null });
  });

  it('runs as a job once the grace period is over', async () => {
    const kate = await createTestUser(t.db);
    await requestAndConfirm(kate, 'remove', 168);
    await t.db.update(accountDeletions).set({ deleteAt: new Date() }).where(eq(accountDeletions.userId, kate.id));
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'account.delete'));
    await drainJobs(t.db, createMemoryMailer());
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, kate.id))).toEqual([]);
  });

  it("keeps her address only as a hash, unsubscribed: someone else's sign-up doesn't subscribe it again", async () => {
    const kate = await createTestUser(t.db);
    await createTestSubscriber(t.db, { email: kate.email.toLowerCase(), name: 'Kate', source: 'footer' });
    await requestAndConfirm(kate, 'remove');
    const rows = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'unsubscribed'));
    expect(rows.some((row) => row.email.startsWith('erased:'))).toBe(true);
    expect(JSON.stringify(await t.db.select().from(newsletterSubscribers))).not.toContain(kate.email.toLowerCase());
    const { caller } = await callerFor(t.db);
    await caller.newsletter.subscribe({ email: kate.email, name: 'Some One', source: 'footer' });
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, kate.email.toLowerCase()));
    expect(row).toMatchObject({ status: 'unsubscribed' });
  });

  it("refuses the owner's account (409)", async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.username, DEFAULT_ADMIN_USERNAME));
    const admin = owner ?? (await createTestUser(t.db, { username: DEFAULT_ADMIN_USERNAME, role: 'admin' }));
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, { ...admin, isAdmin: true } as SessionUser);
    const asked = await app.request(
      '/api/account/deletion',
      jsonRequest('POST', { password: TEST_PASSWORD, content: 'remove' }, { cookie }),
    );
    expect(asked.status).toBe(409);
    const other = await createTestUser(t.db, { role: 'admin' });
    const { caller } = await callerFor(t.db, other);
    expect(await caller.admin.members.bulk({ action: 'delete', ids: [admin.id] })).toEqual([
      { id: admin.id, ok: false, error: expect.stringContaining('owner') },
    ]);
  });
});

describe('the team, for a member', () => {
  it('starts her download (not counted against her day) and deletes her account, audited as "member #id (deleted)"; admins only', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const kate = await createTestUser(t.db);
    // An earlier entry about her (a penalty, say), and one she wrote herself were she on the team.
    const [earlier] = await t.db
      .insert(auditLog)
      .values({
        actorId: admin.id,
        actorName: admin.username,
        action: 'penalise',
        entityType: 'member',
        entityId: String(kate.id),
        label: kate.username,
        before: { username: kate.username },
      })
      .returning();
    const [hers] = await t.db
      .insert(auditLog)
      .values({ actorId: kate.id, actorName: kate.username, action: 'update', entityType: 'setting', entityId: 'x', label: 'A setting' })
      .returning();
    const { caller } = await callerFor(t.db, admin);
    const moderator = (await callerFor(t.db, await createTestUser(t.db, { role: 'moderator' }))).caller;
    for (const action of ['export', 'delete', 'anonymise'] as const) {
      await expect(moderator.admin.members.bulk({ action, ids: [kate.id] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await caller.admin.members.bulk({ action: 'export', ids: [kate.id] })).toEqual([{ id: kate.id, ok: true }]);
    expect(await (await callerFor(t.db, kate)).caller.account.exports.create()).toMatchObject({ id: expect.any(Number) });
    expect(await caller.admin.members.bulk({ action: 'anonymise', ids: [kate.id, admin.id] })).toEqual([
      { id: kate.id, ok: true },
      { id: admin.id, ok: false, error: 'Delete your own account from your privacy page' },
    ]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, kate.id))).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((entry) => entry.label)).toEqual([
      `member #${kate.id} (deleted)`,
      `member #${kate.id} (deleted)`,
      `member #${kate.id} (deleted)`,
    ]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.id, earlier!.id)))[0]).toMatchObject({
      label: `member #${kate.id} (deleted)`,
      before: null,
    });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.id, hers!.id)))[0]).toMatchObject({
      actorId: null,
      actorName: `member #${kate.id} (deleted)`,
    });
    expect(await caller.admin.members.bulk({ action: 'delete', ids: [kate.id] })).toEqual([
      { id: kate.id, ok: false, error: 'Member not found' },
    ]);
  });

  it('every account procedure asks a visitor to sign in, but the emailed links', async () => {
    const visitor = (await callerFor(t.db)).caller;
    await expect(visitor.account.privacy()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.account.exports.create()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.account.deletion.request({ password: 'x', content: 'remove' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.account.deletion.cancel()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.account.changePassword({ currentPassword: 'x', newPassword: 'y'.repeat(10) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(visitor.account.deletion.confirm({ token: 'a'.repeat(32) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
