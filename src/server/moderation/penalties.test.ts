import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENALTY_TEXT } from '../../shared/constants/penalties';
import { silencedMessage, suspendedMessage } from '../../shared/rules/penalties';
import type { Role } from '../../shared/rules/roles';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser, TEST_PASSWORD } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { createMemoryMailer } from '../email/mailer';
import { auditLog, forumThreads, memberPenalties, notifications, sessions } from '../db/schema';

const t = useTestDb();

async function person(role: Role = 'member', overrides: { username?: string } = {}) {
  const user = await createTestUser(t.db, { role, ...overrides });
  return { user, cookie: await sessionCookieFor(t.db, user), caller: (await callerFor(t.db, user)).caller };
}

const penalise = (app: ReturnType<typeof testApp>, cookie: string, memberId: number, body: Record<string, unknown>) =>
  app.request(`/api/admin/members/${memberId}/penalties`, jsonRequest('POST', body, { cookie }));

const silenceFor = (days: number | null, reason = 'Repeated selling after a warning') => ({ kind: 'silence', days, reason });

describe('POST /api/admin/members/{id}/penalties', () => {
  it('is for moderators and admins: a visitor 401, a member 403', async () => {
    const app = testApp(t.db);
    const { user } = await person();
    expect((await app.request(`/api/admin/members/${user.id}/penalties`, jsonRequest('POST', silenceFor(1)))).status).toBe(401);
    expect((await penalise(app, (await person()).cookie, user.id, silenceFor(1))).status).toBe(403);
    for (const role of ['moderator', 'admin'] as const) {
      const target = await person();
      const res = await penalise(app, (await person(role)).cookie, target.user.id, { kind: 'warn', days: null, reason: 'Please be kind' });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ memberId: target.user.id, kind: 'warn', inForce: false });
    }
  });

  it('refuses bad input with a 400 and an unknown member with a 404', async () => {
    const app = testApp(t.db);
    const { cookie } = await person('admin');
    const { user } = await person();
    for (const body of [
      { kind: 'ban', days: 1, reason: 'x' },
      { kind: 'silence', days: 2, reason: 'x' },
      { kind: 'silence', days: '7', reason: 'x' },
      { kind: 'silence', days: 7, reason: '  ' },
      { kind: 'silence', days: 7, reason: 'x'.repeat(501) },
      { kind: 'silence', reason: 'no days' },
    ]) {
      expect((await penalise(app, cookie, user.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await penalise(app, cookie, 999_999, silenceFor(1))).status).toBe(404);
  });

  it("keeps the site owner's account out of reach (409), and a member of the team out of a moderator's", async () => {
    const app = testApp(t.db);
    const owner = await person('admin', { username: 'admin' });
    const admin = await person('admin');
    const moderator = await person('moderator');
    for (const kind of ['warn', 'silence', 'suspend']) {
      const res = await penalise(app, admin.cookie, owner.user.id, { kind, days: 1, reason: 'Testing' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: PENALTY_TEXT.ownerProtected });
    }
    const res = await penalise(app, moderator.cookie, admin.user.id, silenceFor(1));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: PENALTY_TEXT.staffOnlyByAdmins });
    // An admin may silence a moderator; nobody penalises herself.
    expect((await penalise(app, admin.cookie, moderator.user.id, silenceFor(1))).status).toBe(201);
    expect((await penalise(app, admin.cookie, admin.user.id, silenceFor(1))).status).toBe(400);
  });

  it('lets a moderator give at most 30 days, and only an admin "until lifted"', async () => {
    const app = testApp(t.db);
    const moderator = await person('moderator');
    const { user } = await person();
    const res = await penalise(app, moderator.cookie, user.id, silenceFor(null));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: PENALTY_TEXT.moderatorMaxDays });
    expect((await penalise(app, moderator.cookie, user.id, silenceFor(30))).status).toBe(201);
    const open = await penalise(app, (await person('admin')).cookie, (await person()).user.id, silenceFor(null));
    expect(open.status).toBe(201);
    expect(await open.json()).toMatchObject({ days: null, endsAt: null, inForce: true });
  });

  it('gives one silence or suspension at a time: of two sent together, one is 201 and the other 409', async () => {
    const app = testApp(t.db);
    const [a, b] = [await person('moderator'), await person('admin')];
    const { user } = await person();
    const answers = await Promise.all([
      penalise(app, a.cookie, user.id, silenceFor(7)),
      penalise(app, b.cookie, user.id, { kind: 'suspend', days: 3, reason: 'Spam wave' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await answers.find((res) => res.status === 409)!.json()).toEqual({ error: PENALTY_TEXT.alreadyRestricted });
    expect(await t.db.$count(memberPenalties, eq(memberPenalties.userId, user.id))).toBe(1);
    // A warning is only a notice: it can come on top.
    expect((await penalise(app, a.cookie, user.id, { kind: 'warn', days: null, reason: 'And be kind' })).status).toBe(201);
  });

  it('tells her in-app and by email, with the reason, the rules and the way to appeal; an audit entry', async () => {
    const app = testApp(t.db);
    const moderator = await person('moderator');
    const { user } = await person();
    await penalise(app, moderator.cookie, user.id, silenceFor(3, 'Selling in the forum'));
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ type: 'other', title: PENALTY_TEXT.noticeTitle.silence, link: '/profile/moderation' });
    expect(notice!.content).toContain('Reason: Selling in the forum.');
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    const [email] = mailer.sent.filter((message) => message.to === user.email);
    expect(email!.subject).toContain(PENALTY_TEXT.noticeTitle.silence);
    expect(email!.text).toContain('Selling in the forum');
    expect(email!.text).toContain('/terms-of-use');
    expect(email!.text).toContain('/profile/moderation');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'penalise'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({ actorId: moderator.user.id, entityType: 'member', entityId: String(user.id) });
  });
});

describe('a silenced member', () => {
  it("reads, likes, reports and deletes, but can't post, reply, edit or change her profile: 403 with the date and reason", async () => {
    const app = testApp(t.db);
    const topic = await createTestTopic(t.db);
    const other = await createTestUser(t.db);
    const othersThread = await createTestThread(t.db, { topicId: topic.id, authorId: other.id });
    const member = await person();
    const ownThread = await createTestThread(t.db, { topicId: topic.id, authorId: member.user.id });
    const res = await penalise(app, (await person('moderator')).cookie, member.user.id, silenceFor(7, 'Cooling off'));
    const { endsAt } = (await res.json()) as { endsAt: string };
    const message = silencedMessage(endsAt, 'Cooling off');
    expect(message).toMatch(/^You can't post until \w+ \d{1,2}, \d{4}: Cooling off$/);

    const refused = [
      () => member.caller.community.threads.create({ topicId: topic.id, title: 'A new question', content: 'Anyone else up at 3am?' }),
      () => member.caller.community.threads.update({ id: ownThread.id, title: 'An edited title', content: 'Edited' }),
      () => member.caller.community.replies.create({ threadId: othersThread.id, content: 'Me too!' }),
      () => member.caller.community.profiles.update({ displayName: 'New name', bio: '' }),
      () => member.caller.community.profiles.removeAvatar(),
    ];
    for (const attempt of refused) await expect(attempt()).rejects.toMatchObject({ code: 'FORBIDDEN', message });
    const rest = await app.request(
      '/api/community/threads',
      jsonRequest('POST', { topicId: topic.id, title: 'A new question', content: 'Anyone?' }, { cookie: member.cookie }),
    );
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ error: message });
    expect(await member.caller.moderation.penalties.mine()).toMatchObject({ kind: 'silence', reason: 'Cooling off', message });

    await member.caller.reactions.likes.like({ contentType: 'thread', contentId: othersThread.id });
    await member.caller.moderation.reports.create({ targetType: 'thread', targetId: othersThread.id, reason: 'spam' });
    await member.caller.community.threads.delete({ id: ownThread.id });
  });

  it('posts again once the silence is lifted (200), and lifting it twice is a 409', async () => {
    const app = testApp(t.db);
    const moderator = await person('moderator');
    const member = await person();
    const penalty = (await (await penalise(app, moderator.cookie, member.user.id, silenceFor(1))).json()) as { id: number };
    const lift = () =>
      app.request(
        `/api/admin/members/${member.user.id}/penalties/${penalty.id}`,
        jsonRequest('DELETE', undefined, { cookie: moderator.cookie }),
      );
    const first = await lift();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: penalty.id, inForce: false });
    expect((await lift()).status).toBe(409);
    expect(await member.caller.moderation.penalties.mine()).toBeNull();
    const topic = await createTestTopic(t.db);
    await member.caller.community.threads.create({ topicId: topic.id, title: 'Back again', content: 'Thanks all' });
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'lift'), eq(auditLog.entityId, String(member.user.id))))).toBe(1);
    // Someone else's penalty under her address: not found.
    const other = await person();
    expect(
      (
        await app.request(
          `/api/admin/members/${other.user.id}/penalties/${penalty.id}`,
          jsonRequest('DELETE', undefined, { cookie: moderator.cookie }),
        )
      ).status,
    ).toBe(404);
  });

  it('is free again when the silence runs out, with no job run', async () => {
    const member = await person();
    await (
      await person('admin')
    ).caller.moderation.penalties.create({ memberId: member.user.id, kind: 'silence', days: 1, reason: 'Cooling off' });
    await t.db
      .update(memberPenalties)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(memberPenalties.userId, member.user.id));
    const topic = await createTestTopic(t.db);
    await expect(
      member.caller.community.threads.create({ topicId: topic.id, title: 'Back again', content: 'Hello' }),
    ).resolves.toBeDefined();
  });
});

describe('a suspended member', () => {
  it("is signed out everywhere at once (her old cookie 401), can't sign in (403 with the date and reason), and signs in after it ends with no job run", async () => {
    const app = testApp(t.db);
    const member = await person();
    const secondDevice = await sessionCookieFor(t.db, member.user);
    expect((await app.request('/api/user', { headers: { cookie: secondDevice } })).status).toBe(200);
    const res = await penalise(app, (await person('moderator')).cookie, member.user.id, {
      kind: 'suspend',
      days: 7,
      reason: 'Harassing another member',
    });
    const { endsAt } = (await res.json()) as { endsAt: string };
    expect(await t.db.$count(sessions, eq(sessions.userId, member.user.id))).toBe(0);
    for (const cookie of [member.cookie, secondDevice]) expect((await app.request('/api/user', { headers: { cookie } })).status).toBe(401);

    const login = () => app.request('/api/login', jsonRequest('POST', { username: member.user.username, password: TEST_PASSWORD }));
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: suspendedMessage(endsAt, 'Harassing another member') });
    expect(suspendedMessage(endsAt, 'x')).toMatch(/^Your account is suspended until \w+ \d{1,2}, \d{4}\. Reason: x$/);
    // A wrong password says nothing about a suspension.
    const wrong = await app.request('/api/login', jsonRequest('POST', { username: member.user.username, password: 'not-her-password-1' }));
    expect(wrong.status).toBe(401);

    await t.db
      .update(memberPenalties)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(memberPenalties.userId, member.user.id));
    expect((await login()).status).toBe(200);
  });

  it('says "until further notice" for a suspension until lifted', async () => {
    expect(suspendedMessage(null, 'Spam account')).toBe('Your account is suspended until further notice. Reason: Spam account');
  });
});

describe('appeals', () => {
  async function silenced() {
    const member = await person();
    const admin = await person('admin');
    await admin.caller.moderation.penalties.create({ memberId: member.user.id, kind: 'silence', days: 30, reason: 'Selling' });
    const [decision] = await member.caller.moderation.decisions.mine();
    return { member, admin, decision: decision! };
  }

  it('takes one appeal per decision (201, then 409), only from the member it is about (404)', async () => {
    const app = testApp(t.db);
    const { member, decision } = await silenced();
    expect(decision).toMatchObject({ kind: 'silence', reason: 'Selling', appeal: null });
    const send = (cookie: string, body: unknown) => app.request('/api/moderation/appeals', jsonRequest('POST', body, { cookie }));
    const body = { decisionId: decision.id, message: 'I was sharing a discount code that others asked for.' };
    expect((await app.request('/api/moderation/appeals', jsonRequest('POST', body))).status).toBe(401);
    expect((await send((await person()).cookie, body)).status).toBe(404);
    expect((await send(member.cookie, { ...body, message: 'short' })).status).toBe(400);
    const first = await send(member.cookie, body);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'open' });
    const second = await send(member.cookie, body);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: PENALTY_TEXT.alreadyAppealed });
    const [mine] = await member.caller.moderation.decisions.mine();
    expect(mine!.appeal).toMatchObject({ status: 'open', response: null });
  });

  it('are listed for the team; overturning lifts the silence and tells her, answering twice is a 409', async () => {
    const app = testApp(t.db);
    const { member, decision } = await silenced();
    await member.caller.moderation.appeals.create({ decisionId: decision.id, message: 'Please look again, it was a misunderstanding.' });
    const moderator = await person('moderator');
    const list = await app.request('/api/admin/moderation/appeals', { headers: { cookie: moderator.cookie } });
    expect(list.status).toBe(200);
    const appeals = (await list.json()) as { id: number; member: { id: number }; decisionKind: string }[];
    const appeal = appeals.find((a) => a.member.id === member.user.id);
    expect(appeal).toMatchObject({ member: { id: member.user.id }, decisionKind: 'silence' });
    expect((await app.request('/api/admin/moderation/appeals', { headers: { cookie: member.cookie } })).status).toBe(403);

    const answer = () =>
      app.request(
        `/api/admin/moderation/appeals/${appeal!.id}/decision`,
        jsonRequest('POST', { outcome: 'overturned', response: 'You are right, sorry.' }, { cookie: moderator.cookie }),
      );
    expect((await answer()).status).toBe(200);
    expect((await answer()).status).toBe(409);
    expect(await member.caller.moderation.penalties.mine()).toBeNull();
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, member.user.id))).map((n) => n.title);
    expect(titles).toContain(PENALTY_TEXT.appealOutcome.overturned);
    const [mine] = await member.caller.moderation.decisions.mine();
    expect(mine!.appeal).toMatchObject({ status: 'overturned', response: 'You are right, sorry.' });
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'appeal'), eq(auditLog.entityId, String(member.user.id))))).toBe(1);
  });

  it('tell the author when the queue removes her post, and overturning shows it again', async () => {
    const topic = await createTestTopic(t.db);
    const author = await person();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.user.id });
    const moderator = await person('moderator');
    for (const reason of ['spam', 'selling'] as const) {
      await (await person()).caller.moderation.reports.create({ targetType: 'thread', targetId: thread.id, reason });
    }
    const [item] = (await moderator.caller.moderation.queue.list({ targetType: 'thread', targetId: thread.id })).items;
    await moderator.caller.moderation.queue.decide({ id: item!.id, version: item!.version, action: 'remove' });
    const [decision] = await author.caller.moderation.decisions.mine();
    expect(decision).toMatchObject({ kind: 'remove', reason: 'Reported as Spam, Selling', appeal: null });
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, author.user.id))).map((n) => n.title);
    expect(titles).toContain(PENALTY_TEXT.noticeTitle.remove);

    const appeal = await author.caller.moderation.appeals.create({ decisionId: decision!.id, message: 'It was a free swap, not a sale.' });
    await moderator.caller.moderation.appeals.resolve({ id: appeal.id, outcome: 'overturned' });
    const [row] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, thread.id));
    expect(row).toMatchObject({ status: 'published', removedAt: null });
    expect(await (await person()).caller.community.threads.byId({ id: thread.id })).toMatchObject({ id: thread.id });
  });
});
