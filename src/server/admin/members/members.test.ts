import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBERS_ADMIN_TEXT } from '../../../shared/constants/members-admin';
import { PENALTY_TEXT } from '../../../shared/constants/penalties';
import type { Role } from '../../../shared/rules/roles';
import { createTestReply, createTestThread, createTestTopic } from '../../../test/community-factories';
import { useTestDb } from '../../../test/db';
import { createTestSubscriber, createTestUser } from '../../../test/factories';
import { drainJobs } from '../../../test/jobs';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../../test/server';
import { refusal } from '../../../test/trpc-errors';
import { createMemoryMailer } from '../../email/mailer';
import { accountDeletions, auditLog, jobs, memberNotes, memberPenalties, sessions, users } from '../../db/schema';
import { DEFAULT_ADMIN_USERNAME } from '../../db/seed/admin';

const t = useTestDb();

beforeEach(async () => {
  await t.db.execute(sql`truncate users, audit_log, jobs cascade`);
});

async function person(role: Role = 'member', overrides: { username?: string; email?: string } = {}) {
  const user = await createTestUser(t.db, { role, ...overrides });
  return { user, cookie: await sessionCookieFor(t.db, user), caller: (await callerFor(t.db, user)).caller };
}

const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action as never));

describe('admin.members.list', () => {
  it('finds a member by a case-insensitive prefix of her username, display name or email', async () => {
    const { caller } = await person('admin');
    const kate = await createTestUser(t.db, { username: 'KateB', email: 'k.brown@example.com' });
    await t.db.update(users).set({ displayName: 'Kathleen' }).where(eq(users.id, kate.id));
    await createTestUser(t.db, { username: 'mia', email: 'mia@example.org' });
    for (const q of ['kat', 'KATH', 'k.b', 'K.BROWN@EX']) {
      const page = await caller.admin.members.list({ q });
      expect(
        page.items.map((m) => m.username),
        q,
      ).toEqual(['KateB']);
    }
    // A prefix, not anywhere in the text: "brown" is inside the email, not at its start.
    expect((await caller.admin.members.list({ q: 'brown' })).items).toEqual([]);
    // LIKE's own characters are plain text.
    expect((await caller.admin.members.list({ q: '%a' })).items).toEqual([]);
    expect((await caller.admin.members.list({ q: '__' })).items).toEqual([]);
  });

  it('refuses a search of one character with its reason', async () => {
    const { caller } = await person('admin');
    const refused = await refusal(caller.admin.members.list({ q: 'k' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toMatch(/at least 2 characters/);
  });

  it('shows an admin the email and a moderator only its first letter and domain', async () => {
    const admin = await person('admin');
    const moderator = await person('moderator');
    await createTestUser(t.db, { username: 'kate', email: 'kate@example.com' });
    const forAdmin = await admin.caller.admin.members.list({ q: 'kate' });
    const forModerator = await moderator.caller.admin.members.list({ q: 'kate' });
    expect(forAdmin.items[0]!.email).toBe('kate@example.com');
    expect(forModerator.items[0]!.email).toBe('k***@example.com');
    const detail = await moderator.caller.admin.members.byId({ id: forModerator.items[0]!.id });
    expect(detail.member.email).toBe('k***@example.com');
  });

  it('counts her threads and replies, sums her points and says her status, role and newsletter', async () => {
    const { caller, user: admin } = await person('admin');
    const kate = await createTestUser(t.db, { username: 'kate', email: 'kate@example.com' });
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: kate.id });
    await createTestReply(t.db, { threadId: thread.id, authorId: kate.id });
    await createTestReply(t.db, { threadId: thread.id, authorId: kate.id });
    await t.db.execute(
      sql`insert into points_monthly (user_id, month, amount) values (${kate.id}, '2026-10', 1250), (${kate.id}, '2026-11', 250)`,
    );
    await createTestSubscriber(t.db, { email: 'kate@example.com', name: 'Kate', source: 'footer' });
    await caller.moderation.penalties.create({ memberId: kate.id, kind: 'silence', days: 3, reason: 'Spam links' });
    const [row] = (await caller.admin.members.list({ q: 'kate' })).items;
    expect(row).toMatchObject({
      username: 'kate',
      counts: { threads: 1, replies: 2 },
      points: 15,
      status: 'silenced',
      role: 'member',
      newsletter: true,
    });
    expect(row!.level).toBeGreaterThanOrEqual(1);
    expect(admin.id).not.toBe(kate.id);
  });

  it('filters by role, status, newsletter, reports against her, joined range and inactivity', async () => {
    const { caller } = await person('admin', { username: 'boss' });
    const quiet = await createTestUser(t.db, { username: 'quiet' });
    const busy = await createTestUser(t.db, { username: 'busy', email: 'busy@example.com' });
    const mod = await createTestUser(t.db, { username: 'moddy', role: 'moderator' });
    await t.db
      .update(users)
      .set({ createdAt: new Date('2025-01-10T00:00:00Z'), lastSeenOn: '2025-02-01' })
      .where(eq(users.id, quiet.id));
    await t.db
      .update(users)
      .set({ lastSeenOn: sql`current_date` })
      .where(eq(users.id, busy.id));
    await createTestSubscriber(t.db, { email: 'busy@example.com', name: 'Busy', source: 'footer' });
    await caller.moderation.penalties.create({ memberId: busy.id, kind: 'suspend', days: 7, reason: 'Spam' });
    const reporter = await person();
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: busy.id });
    await reporter.caller.moderation.reports.create({ targetType: 'thread', targetId: thread.id, reason: 'spam' });

    const names = async (filters: Parameters<typeof caller.admin.members.list>[0]) =>
      (await caller.admin.members.list(filters)).items.map((m) => m.username).sort();
    expect(await names({ role: 'moderator' })).toEqual(['moddy']);
    expect(await names({ status: 'suspended' })).toEqual(['busy']);
    expect(await names({ status: 'active', role: 'member' })).toEqual(expect.arrayContaining(['quiet']));
    expect(await names({ status: 'deleting' })).toEqual([]);
    // Her deletion confirmed, in its grace period: "deleting" over any penalty.
    await t.db.insert(accountDeletions).values({
      userId: busy.id,
      tokenHash: 'confirmed-deletion',
      content: 'remove',
      expiresAt: new Date(Date.now() + 3600_000),
      confirmedAt: new Date(),
      deleteAt: new Date(Date.now() + 7 * 24 * 3600_000),
    });
    expect(await names({ status: 'deleting' })).toEqual(['busy']);
    expect(await names({ status: 'suspended' })).toEqual([]);
    await t.db.delete(accountDeletions).where(eq(accountDeletions.userId, busy.id));
    expect(await names({ newsletter: true })).toEqual(['busy']);
    expect(await names({ reported: true })).toEqual(['busy']);
    expect(await names({ inactive: true })).toEqual(['quiet']);
    expect(await names({ joinedFrom: '2025-01-01', joinedTo: '2025-01-10' })).toEqual(['quiet']);
    expect(await names({ joinedTo: '2025-01-09' })).toEqual([]);
    expect(mod.role).toBe('moderator');
  });

  it('sorts by joined, last active or points, newest or most first', async () => {
    const { caller, user: admin } = await person('admin');
    const a = await createTestUser(t.db, { username: 'anna' });
    const b = await createTestUser(t.db, { username: 'bea' });
    await t.db.update(users).set({ lastSeenOn: '2026-01-01' }).where(eq(users.id, a.id));
    await t.db.update(users).set({ lastSeenOn: '2026-02-01' }).where(eq(users.id, b.id));
    await t.db.execute(sql`insert into points_monthly (user_id, month, amount) values (${a.id}, '2026-10', 900)`);
    const order = async (sort: 'joined' | 'lastActive' | 'points') => (await caller.admin.members.list({ sort })).items.map((m) => m.id);
    expect(await order('joined')).toEqual([b.id, a.id, admin.id]);
    expect((await order('lastActive')).slice(0, 2)).toEqual([b.id, a.id]);
    expect((await order('points'))[0]).toBe(a.id);
  });

  it('pages 50 at a time by page or cursor, and refuses a cursor it never gave', async () => {
    const { caller } = await person('admin');
    await t.db.execute(
      sql`insert into users (username, email, password_hash) select 'bulk_' || i, 'bulk_' || i || '@example.com', 'x' from generate_series(1, 60) i`,
    );
    const first = await caller.admin.members.list({});
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(61);
    const second = await caller.admin.members.list({ cursor: first.nextCursor! });
    expect(second.items).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    expect(await caller.admin.members.list({ page: 2 })).toEqual(second);
    expect((await refusal(caller.admin.members.list({ cursor: 'nonsense' }))).code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/admin/members', () => {
  it('answers an array with X-Next-Cursor; a visitor 401, a member 403, a moderator 200', async () => {
    const app = testApp(t.db);
    const admin = await person('admin');
    const moderator = await person('moderator');
    const member = await person();
    await t.db.execute(
      sql`insert into users (username, email, password_hash) select 'bulk_' || i, 'bulk_' || i || '@example.com', 'x' from generate_series(1, 55) i`,
    );
    expect((await app.request('/api/admin/members')).status).toBe(401);
    expect((await app.request('/api/admin/members', { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await app.request('/api/admin/members', { headers: { cookie: moderator.cookie } })).status).toBe(200);
    const res = await app.request('/api/admin/members?sort=joined', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { username: string }[];
    expect(body).toHaveLength(50);
    const cursor = res.headers.get('X-Next-Cursor')!;
    const next = await app.request(`/api/admin/members?cursor=${cursor}`, { headers: { cookie: admin.cookie } });
    expect(((await next.json()) as unknown[]).length).toBe(8);
    expect(next.headers.get('X-Next-Cursor')).toBeNull();
    for (const bad of ['?q=a', '?role=queen', '?status=gone', '?sort=age', '?joinedFrom=2026-02-30', '?inactive=maybe', '?cursor=%00']) {
      const refused = await app.request(`/api/admin/members${bad}`, { headers: { cookie: admin.cookie } });
      expect(refused.status, bad).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it('GET /api/admin/members/{id}: her page; 404 for no such member, 400 for a bad id', async () => {
    const app = testApp(t.db);
    const admin = await person('admin');
    const kate = await createTestUser(t.db, { username: 'kate' });
    const res = await app.request(`/api/admin/members/${kate.id}`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { member: { username: string } }).member.username).toBe('kate');
    expect((await app.request('/api/admin/members/99999', { headers: { cookie: admin.cookie } })).status).toBe(404);
    expect((await app.request('/api/admin/members/abc', { headers: { cookie: admin.cookie } })).status).toBe(400);
  });
});

describe('her page', () => {
  it('has her timeline, reports with how many were upheld, sessions and notes', async () => {
    const admin = await person('admin');
    const kate = await person('member', { username: 'kate' });
    const other = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const mine = await createTestThread(t.db, { topicId: topic.id, authorId: kate.user.id, title: 'Sleep regression at 4 months' });
    const theirs = await createTestThread(t.db, { topicId: topic.id, authorId: other.id });
    await createTestReply(t.db, { threadId: theirs.id, authorId: kate.user.id });
    await kate.caller.moderation.reports.create({ targetType: 'thread', targetId: theirs.id, reason: 'spam' });
    await admin.caller.moderation.penalties.create({ memberId: kate.user.id, kind: 'warn', days: null, reason: 'Be kind' });
    await admin.caller.admin.members.addNote({ id: kate.user.id, body: 'Asked us about her old account by email.' });

    const detail = await admin.caller.admin.members.byId({ id: kate.user.id });
    expect(detail.member.username).toBe('kate');
    expect(detail.sessions.count).toBe(2);
    expect(detail.sessions.newest).not.toBeNull();
    expect(detail.reportsMade).toEqual({ total: 1, upheld: 0 });
    expect(detail.notes.map((n) => n.body)).toEqual(['Asked us about her old account by email.']);
    const kinds = detail.timeline.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['thread', 'reply', 'report-made', 'decision', 'penalty']));
    expect(detail.timeline.find((e) => e.kind === 'thread')).toMatchObject({
      text: 'Started "Sleep regression at 4 months"',
      link: `/community/thread/${mine.id}`,
    });
    const times = detail.timeline.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('notes: at most 2,000 characters, written by the session user, each audited without its words', async () => {
    const moderator = await person('moderator');
    const kate = await createTestUser(t.db);
    const refused = await refusal(moderator.caller.admin.members.addNote({ id: kate.id, body: 'x'.repeat(2001) }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect((await refusal(moderator.caller.admin.members.addNote({ id: kate.id, body: '   ' }))).code).toBe('BAD_REQUEST');
    await moderator.caller.admin.members.addNote({ id: kate.id, body: 'y'.repeat(2000) });
    const [note] = await t.db.select().from(memberNotes);
    expect(note).toMatchObject({ memberId: kate.id, authorId: moderator.user.id, authorName: moderator.user.username });
    const [entry] = await auditOf('note');
    expect(entry).toMatchObject({ actorId: moderator.user.id, entityId: String(kate.id), after: { noteId: note!.id, characters: 2000 } });
    expect((await refusal(moderator.caller.admin.members.addNote({ id: 99999, body: 'hello' }))).code).toBe('NOT_FOUND');
  });
});

describe('actions on one member', () => {
  it('sign out everywhere ends all her sessions at once; a moderator may not for the team', async () => {
    const moderator = await person('moderator');
    const kate = await person();
    await sessionCookieFor(t.db, kate.user);
    const result = await moderator.caller.admin.members.signOutEverywhere({ id: kate.user.id });
    expect(result.ended).toBe(3);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, kate.user.id))).toEqual([]);
    expect((await auditOf('sign-out'))[0]).toMatchObject({ actorId: moderator.user.id, after: { sessionsEnded: 3 } });
    const admin = await person('admin');
    expect((await refusal(moderator.caller.admin.members.signOutEverywhere({ id: admin.user.id }))).code).toBe('FORBIDDEN');
  });

  it('a password-reset link is queued as if she had asked, and emailed; nobody sets her password', async () => {
    const admin = await person('admin');
    const kate = await createTestUser(t.db, { email: 'kate@example.com' });
    const hashBefore = (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, kate.id)))[0]!.h;
    await admin.caller.admin.members.sendResetLink({ id: kate.id });
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);
    expect(mailer.sent.map((m) => m.to)).toEqual(['kate@example.com']);
    expect(mailer.sent[0]!.text).toMatch(/reset-password\?token=/);
    expect((await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, kate.id)))[0]!.h).toBe(hashBefore);
    expect((await auditOf('reset-link'))[0]).toMatchObject({ actorId: admin.user.id, entityId: String(kate.id) });
  });

  it('role: admins only, audited, never the owner (409) nor her own', async () => {
    const admin = await person('admin');
    const moderator = await person('moderator');
    const owner = await createTestUser(t.db, { username: DEFAULT_ADMIN_USERNAME, role: 'admin' });
    const kate = await createTestUser(t.db);
    expect((await refusal(moderator.caller.admin.members.setRole({ id: kate.id, role: 'moderator' }))).code).toBe('FORBIDDEN');
    expect(await admin.caller.admin.members.setRole({ id: kate.id, role: 'moderator' })).toEqual({ id: kate.id, role: 'moderator' });
    expect((await auditOf('role'))[0]).toMatchObject({ actorId: admin.user.id, before: { role: 'member' }, after: { role: 'moderator' } });
    const owned = await refusal(admin.caller.admin.members.setRole({ id: owner.id, role: 'member' }));
    expect(owned).toMatchObject({ code: 'CONFLICT', message: MEMBERS_ADMIN_TEXT.ownerRole });
    expect((await refusal(admin.caller.admin.members.setRole({ id: admin.user.id, role: 'member' }))).code).toBe('BAD_REQUEST');
  });

  it('PUT /api/admin/members/{id}/role: 200, 409 for the owner, 403 for a moderator, 400 for a made-up role, 404 for no one', async () => {
    const app = testApp(t.db);
    const admin = await person('admin');
    const moderator = await person('moderator');
    const owner = await createTestUser(t.db, { username: DEFAULT_ADMIN_USERNAME, role: 'admin' });
    const kate = await createTestUser(t.db);
    const put = (cookie: string, id: number | string, body: unknown) =>
      app.request(`/api/admin/members/${id}/role`, jsonRequest('PUT', body, { cookie }));
    expect((await put(admin.cookie, kate.id, { role: 'moderator' })).status).toBe(200);
    expect((await put(admin.cookie, owner.id, { role: 'member' })).status).toBe(409);
    expect((await put(moderator.cookie, kate.id, { role: 'admin' })).status).toBe(403);
    expect((await put(admin.cookie, kate.id, { role: 'queen' })).status).toBe(400);
    expect((await put(admin.cookie, 99999, { role: 'member' })).status).toBe(404);
    expect((await app.request(`/api/admin/members/${kate.id}/role`, jsonRequest('PUT', { role: 'admin' }))).status).toBe(401);
  });
});

describe('bulk actions', () => {
  it('silences each member with her own result and one audit entry each; the owner and the team are refused', async () => {
    const moderator = await person('moderator');
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const teammate = await createTestUser(t.db, { role: 'moderator' });
    const results = await moderator.caller.admin.members.bulk({
      action: 'silence',
      ids: [a.id, b.id, teammate.id, 99999],
      days: 3,
      reason: 'Spam wave',
    });
    expect(results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
      { id: teammate.id, ok: false, error: PENALTY_TEXT.staffOnlyByAdmins },
      { id: 99999, ok: false, error: expect.any(String) },
    ]);
    const entries = await auditOf('penalise');
    expect(entries.map((e) => Number(e.entityId)).sort()).toEqual([a.id, b.id].sort());
    expect(entries.every((e) => e.actorId === moderator.user.id)).toBe(true);
    // Lift: her silence ends; a member with none says so.
    const lifted = await moderator.caller.admin.members.bulk({ action: 'lift', ids: [a.id, teammate.id] });
    expect(lifted[0]).toEqual({ id: a.id, ok: true });
    expect(lifted[1]).toMatchObject({ ok: false });
    expect((await refusal(moderator.caller.admin.members.bulk({ action: 'role', ids: [a.id], role: 'admin' }))).code).toBe('FORBIDDEN');
  });

  it('takes at most 100 members and at least one', async () => {
    const admin = await person('admin');
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await refusal(admin.caller.admin.members.bulk({ action: 'resetLink', ids }))).code).toBe('BAD_REQUEST');
    expect((await refusal(admin.caller.admin.members.bulk({ action: 'resetLink', ids: [] }))).code).toBe('BAD_REQUEST');
    expect((await refusal(admin.caller.admin.members.bulk({ action: 'explode', ids: [1] } as never))).code).toBe('BAD_REQUEST');
  });

  it('role for many: the owner keeps hers (409 each), the others change', async () => {
    const admin = await person('admin');
    const owner = await createTestUser(t.db, { username: DEFAULT_ADMIN_USERNAME, role: 'admin' });
    const kate = await createTestUser(t.db);
    const results = await admin.caller.admin.members.bulk({ action: 'role', ids: [kate.id, owner.id], role: 'moderator' });
    expect(results).toEqual([
      { id: kate.id, ok: true },
      { id: owner.id, ok: false, error: MEMBERS_ADMIN_TEXT.ownerRole },
    ]);
    expect((await auditOf('role')).length).toBe(1);
  });
});

describe('GET /api/admin/members.csv', () => {
  it('streams what the filters match, formula-safe, for admins only; the filters and row count audited', async () => {
    const app = testApp(t.db);
    const admin = await person('admin');
    const moderator = await person('moderator');
    await createTestUser(t.db, { username: 'kate', email: 'kate@example.com' });
    const sneaky = await createTestUser(t.db, { username: 'katie', email: 'katie@example.com' });
    await t.db.update(users).set({ displayName: '=HYPERLINK("http://evil")' }).where(eq(users.id, sneaky.id));
    await createTestUser(t.db, { username: 'mia' });
    expect((await app.request('/api/admin/members.csv', { headers: { cookie: moderator.cookie } })).status).toBe(403);
    expect((await app.request('/api/admin/members.csv')).status).toBe(401);
    expect((await app.request('/api/admin/members.csv?q=k', { headers: { cookie: admin.cookie } })).status).toBe(400);

    const res = await app.request('/api/admin/members.csv?q=kat&role=member', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,username,display_name,email,joined,last_active,level,points,threads,replies,comments,status,role,newsletter');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"kate@example.com"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const [entry] = await auditOf('export');
    expect(entry).toMatchObject({ actorId: admin.user.id, after: { rows: 2, filters: { q: 'kat', role: 'member' } } });
  });

  it('pages through more rows than one statement reads', async () => {
    const app = testApp(t.db);
    const admin = await person('admin');
    await t.db.execute(
      sql`insert into users (username, email, password_hash) select 'bulk_' || i, 'bulk_' || i || '@example.com', 'x' from generate_series(1, 2100) i`,
    );
    const res = await app.request('/api/admin/members.csv', { headers: { cookie: admin.cookie } });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2102);
    expect(new Set(lines).size).toBe(2102);
  });
});

describe('no acting as another member', () => {
  it("an admin's writes through member procedures are recorded as hers, whatever the input names", async () => {
    const admin = await person('admin');
    const kate = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    const thread = await admin.caller.community.threads.create({
      topicId: topic.id,
      title: 'A thread from the team',
      content: 'Welcome to the new month, everyone!',
      authorId: kate.id,
      userId: kate.id,
    } as never);
    const reply = await admin.caller.community.replies.create({ threadId: thread.id, content: 'And a reply.', authorId: kate.id } as never);
    const rows = await t.db.execute(sql`
      select (select author_id from forum_threads where id = ${thread.id}) as thread_author,
             (select author_id from forum_replies where id = ${reply.id}) as reply_author`);
    const [row] = ((rows as { rows?: unknown[] }).rows ?? rows) as { thread_author: number; reply_author: number }[];
    expect(row).toEqual({ thread_author: admin.user.id, reply_author: admin.user.id });

    await admin.caller.admin.members.bulk({ action: 'suspend', ids: [kate.id], days: 1, reason: 'Spam' });
    const [penalty] = await t.db.select().from(memberPenalties).where(eq(memberPenalties.userId, kate.id));
    expect(penalty!.createdBy).toBe(admin.user.id);
    const entries = await t.db.select({ actorId: auditLog.actorId }).from(auditLog);
    expect(entries.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  it('no procedure signs the team in as her: her sessions are only ever her own sign-ins', async () => {
    const admin = await person('admin');
    const kate = await createTestUser(t.db);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, kate.id));
    await admin.caller.admin.members.byId({ id: kate.id });
    await admin.caller.admin.members.sendResetLink({ id: kate.id });
    await admin.caller.admin.members.addNote({ id: kate.id, body: 'Checked her account.' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, kate.id))).toEqual(before);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'auth.password-reset'))),
    ).toHaveLength(1);
  });

  it('only signing up, signing in and a reset of her own password make a session (auth/router.ts signIn)', () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const callers = sources.filter((file) => /\bcreateSession\(/.test(readFileSync(path.join(serverDir, file), 'utf8')));
    expect(callers.sort()).toEqual([path.join('auth', 'router.ts'), path.join('auth', 'session.ts')]);
    const router = readFileSync(path.join(serverDir, 'auth', 'router.ts'), 'utf8');
    // signIn's definition and its three callers: register, login and resetPassword, each with the user it just checked.
    expect(router.match(/\bsignIn\(/g)).toHaveLength(4);
    expect(router.match(/\bcreateSession\(/g)).toHaveLength(1);
  });
});
