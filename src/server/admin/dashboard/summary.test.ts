import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentType } from '../../../shared/constants/reactions';
import { createTestReply, createTestThread, createTestTopic } from '../../../test/community-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../../test/content-factories';
import { useTestDb } from '../../../test/db';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { recordChange } from '../../audit/record';
import { backups, jobs, likes, newsletterSubscribers, reports, reviewItems, savedItems, users } from '../../db/schema';
import { EMAIL_JOB } from '../../email/queued';
import { NIGHTLY_BACKUP_JOB } from '../../backup/nightly';
import { EXPORT_JOB } from '../../account/exports';
import { NOTIFICATION_EMAIL_JOB } from '../../notifications/email';
import { PASSWORD_RESET_JOB } from '../../auth/password-reset';
import { dashboardSummary } from './summary';

const t = useTestDb();

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgoOf = (from: Date, days: number) => new Date(from.getTime() - days * DAY);
const daysAgo = (days: number) => daysAgoOf(NOW, days);

async function member(joinedDaysAgo: number, isAdmin = false) {
  const user = await createTestUser(t.db, { role: isAdmin ? 'admin' : 'member' });
  await t.db
    .update(users)
    .set({ createdAt: daysAgo(joinedDaysAgo) })
    .where(eq(users.id, user.id));
  return user;
}

async function react(
  table: typeof likes | typeof savedItems,
  userIds: number[],
  contentType: ContentType,
  contentId: number,
  daysBefore: number,
) {
  for (const userId of userIds) {
    await t.db.insert(table).values({ userId, contentType, contentId, createdAt: daysAgo(daysBefore) });
  }
}

describe('admin.dashboard.summary', () => {
  it('counts members in all and new this week, everyone included', async () => {
    const before = await dashboardSummary(t.db, NOW);
    await member(1);
    await member(6.9, true);
    await member(7.1);
    await member(400);
    const after = await dashboardSummary(t.db, NOW);
    expect(after.members.total - before.members.total).toBe(4);
    expect(after.members.newThisWeek - before.members.newThisWeek).toBe(2);
  });

  it("counts the week's threads and replies, not older ones", async () => {
    const author = await member(100);
    const topic = await createTestTopic(t.db);
    const before = await dashboardSummary(t.db, NOW);
    const recent = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: daysAgo(2) });
    const old = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: daysAgo(8) });
    await createTestReply(t.db, { threadId: old.id, authorId: author.id, createdAt: daysAgo(0.5) });
    await createTestReply(t.db, { threadId: recent.id, authorId: author.id, createdAt: daysAgo(3) });
    await createTestReply(t.db, { threadId: recent.id, authorId: author.id, createdAt: daysAgo(10) });
    const after = await dashboardSummary(t.db, NOW);
    expect(after.community.threadsThisWeek - before.community.threadsThisWeek).toBe(1);
    expect(after.community.repliesThisWeek - before.community.repliesThisWeek).toBe(2);
  });

  it('ranks the most liked and most saved items of the last 30 days, with titles and links', async () => {
    const fans = await Promise.all(Array.from({ length: 6 }, () => member(50)));
    const ids = fans.map((fan) => fan.id);
    const favourite = await createTestRecipe(t.db, { title: 'Banana pancakes', slug: 'banana-pancakes' });
    const post = await createTestPost(t.db, { title: 'Sleep tips', slug: 'sleep-tips' });
    const resource = await createTestResource(t.db, { title: 'Weaning chart' });
    const stale = await createTestRecipe(t.db, { title: 'Old favourite' });
    const draft = await createTestPost(t.db, { title: 'Unpublished', status: 'draft' });

    await react(likes, ids.slice(0, 3), 'recipe', favourite.id, 2); // 3 members: first
    await react(likes, ids.slice(0, 2), 'blog_post', post.id, 29); // 2 members
    await react(likes, ids.slice(0, 1), 'resource', resource.id, 1); // 1 member
    await react(likes, ids.slice(0, 6), 'recipe', stale.id, 31); // many, but before the window
    await react(likes, ids.slice(0, 5), 'blog_post', draft.id, 1); // many, but not public

    await react(savedItems, ids.slice(0, 4), 'resource', resource.id, 5);
    await react(savedItems, ids.slice(0, 1), 'recipe', favourite.id, 40);

    const summary = await dashboardSummary(t.db, NOW);
    expect(summary.mostLiked).toEqual([
      { contentType: 'recipe', contentId: favourite.id, title: 'Banana pancakes', link: '/recipes/banana-pancakes', count: 3 },
      { contentType: 'blog_post', contentId: post.id, title: 'Sleep tips', link: '/blog/sleep-tips', count: 2 },
      { contentType: 'resource', contentId: resource.id, title: 'Weaning chart', link: `/resources/id/${resource.id}`, count: 1 },
    ]);
    expect(summary.mostSaved).toEqual([
      { contentType: 'resource', contentId: resource.id, title: 'Weaning chart', link: `/resources/id/${resource.id}`, count: 4 },
    ]);
  });

  it('lists at most 5 items, the most recent first among equals', async () => {
    // 100 days on: nothing of the other tests is in the window.
    const later = new Date(NOW.getTime() + 100 * DAY);
    const fan = await member(50);
    for (let i = 0; i < 7; i += 1) {
      const recipe = await createTestRecipe(t.db, { title: `Tie ${i}` });
      // Each saved once, recipe i saved i days before `later`.
      await t.db
        .insert(savedItems)
        .values({ userId: fan.id, contentType: 'recipe', contentId: recipe.id, createdAt: new Date(later.getTime() - (i + 0.1) * DAY) });
    }
    const summary = await dashboardSummary(t.db, later);
    expect(summary.mostSaved.map((item) => item.title)).toEqual(['Tie 0', 'Tie 1', 'Tie 2', 'Tie 3', 'Tie 4']);
    expect(summary.mostLiked).toEqual([]);
  });

  it('counts the newsletter subscribers /admin/newsletter lists as active', async () => {
    await t.db.insert(newsletterSubscribers).values([
      { email: 'kate@example.com', name: 'Kate Lee', source: 'footer' },
      { email: 'jo@example.com', name: 'Jo Park', source: 'popup' },
      { email: 'gone@example.com', name: 'Ann Gone', source: 'footer', status: 'unsubscribed', unsubscribedAt: NOW },
    ]);
    expect((await dashboardSummary(t.db, NOW)).newsletterSubscribers).toBe(2);
  });

  it('answers the latest 10 admin changes, newest first', async () => {
    const admin = await member(200, true);
    for (let i = 1; i <= 12; i += 1) {
      await recordChange(t.db, admin, {
        action: 'update',
        entityType: 'recipe',
        entityId: i,
        label: `Change ${i}`,
        before: { n: i - 1 },
        after: { n: i },
      });
    }
    const { caller } = await callerFor(t.db, admin);
    const summary = await caller.admin.dashboard.summary();
    expect(summary.latestChanges.map((entry) => entry.label)).toEqual(Array.from({ length: 10 }, (_, i) => `Change ${12 - i}`));
    expect(summary.latestChanges[0]).toMatchObject({ actorName: admin.username, action: 'update', before: { n: 11 }, after: { n: 12 } });
  });

  it("shows the queue's pending items and the oldest, and this Sydney month's reports, median wait and decisions", async () => {
    await t.db.delete(reviewItems);
    const author = await member(100);
    const topic = await createTestTopic(t.db);
    const item = async (values: Partial<typeof reviewItems.$inferInsert>) => {
      const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
      const [row] = await t.db
        .insert(reviewItems)
        .values({ targetType: 'thread', targetId: thread.id, authorId: author.id, ...values })
        .returning();
      return row!;
    };
    const empty = await dashboardSummary(t.db, NOW);
    expect(empty.moderation).toEqual({
      pending: 0,
      oldestPendingAt: null,
      month: { reports: 0, medianDecisionMs: null, decisions: { keep: 0, remove: 0, edit: 0, lock: 0, ignore: 0 } },
    });

    await item({ firstReportedAt: daysAgo(1) });
    const oldest = await item({ firstReportedAt: daysAgo(3) });
    const decided = (first: number, last: number, decision: 'keep' | 'remove' | 'lock') =>
      item({ status: decision === 'remove' ? 'removed' : 'kept', decision, firstReportedAt: daysAgo(first), decidedAt: daysAgo(last) });
    await decided(2, 1, 'keep');
    await decided(5, 2, 'remove');
    await decided(0.5, 0.25, 'lock');
    // Decided in May (Sydney): another month.
    await decided(30, 20, 'remove');
    // This month's report, and one from 30 May (Sydney): last month's.
    for (const createdAt of [daysAgo(3), daysAgo(16)]) {
      await t.db
        .insert(reports)
        .values({ itemId: oldest.id, reporterId: (await member(100)).id, reason: 'spam', snapshot: 'text', createdAt });
    }

    expect((await dashboardSummary(t.db, NOW)).moderation).toEqual({
      pending: 2,
      oldestPendingAt: oldest.firstReportedAt,
      month: { reports: 1, medianDecisionMs: DAY, decisions: { keep: 1, remove: 1, edit: 0, lock: 1, ignore: 0 } },
    });
  });

  it("shows how the site runs: this server's start, the jobs waiting, the emails failing in the last day", async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const job = (kind: string, values: Partial<typeof jobs.$inferInsert> = {}) => ({ kind, payload: {}, ...values });
    await t.db.insert(jobs).values([
      job(EMAIL_JOB, { runAt: minutesAgo(5) }),
      job(EXPORT_JOB, { runAt: minutesAgo(1) }),
      // Not due yet, or taken: not waiting.
      job(EMAIL_JOB, { runAt: new Date(now.getTime() + DAY) }),
      job(EMAIL_JOB, { status: 'running' }),
      // Failing emails: one retrying, one given up; a failure since sent, an old one and another kind's are not.
      job(EMAIL_JOB, { lastError: 'smtp down', runAt: new Date(now.getTime() + DAY) }),
      job(NOTIFICATION_EMAIL_JOB, { status: 'failed', lastError: 'smtp down' }),
      job(PASSWORD_RESET_JOB, { status: 'done', lastError: 'smtp down' }),
      job(EMAIL_JOB, { status: 'failed', lastError: 'smtp down', createdAt: daysAgoOf(now, 2) }),
      job(EXPORT_JOB, { status: 'failed', lastError: 'disk full' }),
    ]);
    const { running } = await dashboardSummary(t.db, now);
    expect(running).toEqual({
      upSince: new Date(Math.round(performance.timeOrigin)),
      jobsWaiting: 2,
      oldestJobWaitingMs: expect.any(Number),
      emailsFailing: 2,
      lastBackup: null,
      nextBackupAt: null,
    });
    // BACKUP_DIR set: the daily chain keeps the next nightly backup queued.
    const tonight = new Date(now.getTime() + 6 * 60 * 60_000);
    await t.db.insert(jobs).values(job(NIGHTLY_BACKUP_JOB, { runAt: tonight }));
    await t.db.insert(backups).values([
      { fileName: 'older.backup.gz', bytes: 10, trigger: 'nightly', tables: 60, rows: 900, finishedAt: daysAgoOf(now, 1) },
      { fileName: 'newest.backup.gz', bytes: 2048, trigger: 'command', tables: 60, rows: 1000, finishedAt: now },
    ]);
    const later = (await dashboardSummary(t.db, now)).running;
    expect(later.lastBackup).toEqual({ finishedAt: now, fileName: 'newest.backup.gz', bytes: 2048 });
    expect(later.nextBackupAt).toEqual(tonight);
    expect(running.oldestJobWaitingMs).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
  });

  it('is for admins only', async () => {
    const visitor = (await callerFor(t.db)).caller;
    const memberCaller = (await callerFor(t.db, await createTestUser(t.db))).caller;
    await expect(visitor.admin.dashboard.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(memberCaller.admin.dashboard.summary()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
