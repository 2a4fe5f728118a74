import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestNotification, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { TEST_EXPORTS_DIR, TEST_UPLOADS } from '../../test/server';
import { createSession, generateSessionToken } from '../auth/session';
import { accountExports, memberDecisions, notifications, passwordResetTokens, reports, reviewItems, sessions } from '../db/schema';
import { dailyJobs } from '../jobs/handlers';
import { enforceRetention } from './retention';

const t = useTestDb();
const DAY = 24 * 60 * 60 * 1000;

describe('the daily retention job, under a moved clock', () => {
  it('is one of the daily jobs', () => {
    const kinds = dailyJobs({
      db: t.db,
      mailer: { send: async () => {} },
      logger: console as never,
      publicUrl: '',
      uploads: TEST_UPLOADS,
    }).map((job) => job.kind);
    expect(kinds).toContain('retention');
  });

  it('purges expired sessions and links, read notifications after 12 months, downloads after 7 days, and de-identifies 2-year-old reports and decisions', async () => {
    const kate = await createTestUser(t.db);
    const reporter = await createTestUser(t.db);
    const now = new Date('2030-06-15T00:00:00Z');
    // A session live today, one that expired yesterday (from the moved clock's point of view).
    const live = await createSession(t.db, generateSessionToken(), kate.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + DAY) })
      .where(eq(sessions.id, live.id));
    const expired = await createSession(t.db, generateSessionToken(), kate.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() - DAY) })
      .where(eq(sessions.id, expired.id));
    await t.db.insert(passwordResetTokens).values([
      { id: `old-${kate.id}`, userId: kate.id, expiresAt: new Date(now.getTime() - 1000) },
      { id: `new-${kate.id}`, userId: kate.id, expiresAt: new Date(now.getTime() + 1000) },
    ]);
    const oldRead = await createTestNotification(t.db, { userId: kate.id, isRead: true, createdAt: new Date('2029-06-01T00:00:00Z') });
    const oldUnread = await createTestNotification(t.db, { userId: kate.id, isRead: false, createdAt: new Date('2029-06-01T00:00:00Z') });
    const recentRead = await createTestNotification(t.db, { userId: kate.id, isRead: true, createdAt: new Date('2029-07-01T00:00:00Z') });
    await mkdir(TEST_EXPORTS_DIR, { recursive: true });
    const [gone] = await t.db
      .insert(accountExports)
      .values({ userId: kate.id, status: 'ready', fileName: `old-${kate.id}.zip`, expiresAt: new Date(now.getTime() - 1000) })
      .returning();
    const [kept] = await t.db
      .insert(accountExports)
      .values({ userId: kate.id, status: 'ready', fileName: `new-${kate.id}.zip`, expiresAt: new Date(now.getTime() + DAY) })
      .returning();
    for (const row of [gone!, kept!]) await writeFile(path.join(TEST_EXPORTS_DIR, row.fileName!), 'zip');
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: kate.id });
    const [oldItem] = await t.db
      .insert(reviewItems)
      .values({
        targetType: 'thread',
        targetId: thread.id,
        authorId: kate.id,
        status: 'kept',
        decidedBy: reporter.id,
        decidedAt: new Date('2028-01-01T00:00:00Z'),
        decisionNote: 'fine',
      })
      .returning();
    const [newItem] = await t.db
      .insert(reviewItems)
      .values({
        targetType: 'profile',
        targetId: kate.id,
        authorId: kate.id,
        status: 'kept',
        decidedBy: reporter.id,
        decidedAt: new Date('2030-01-01T00:00:00Z'),
        decisionNote: 'ok',
      })
      .returning();
    const [oldReport] = await t.db
      .insert(reports)
      .values({
        itemId: oldItem!.id,
        reporterId: reporter.id,
        reason: 'spam',
        note: 'why',
        snapshot: 'text',
        createdAt: new Date('2028-01-01T00:00:00Z'),
      })
      .returning();
    const [newReport] = await t.db
      .insert(reports)
      .values({
        itemId: newItem!.id,
        reporterId: reporter.id,
        reason: 'spam',
        note: 'why',
        snapshot: 'text',
        createdAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning();
    const [oldDecision] = await t.db
      .insert(memberDecisions)
      .values({ memberId: kate.id, kind: 'warn', reason: 'Be kind', createdAt: new Date('2028-01-01T00:00:00Z') })
      .returning();
    const [newDecision] = await t.db
      .insert(memberDecisions)
      .values({ memberId: kate.id, kind: 'warn', reason: 'Be kind', createdAt: new Date('2030-01-01T00:00:00Z') })
      .returning();

    const result = await enforceRetention(t.db, TEST_UPLOADS, now);
    expect(result).toMatchObject({ notifications: 1, exports: 1, reports: 1, reviewItems: 1, decisions: 1 });

    expect((await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, kate.id))).map((row) => row.id)).toEqual([
      live.id,
    ]);
    expect(
      (await t.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, kate.id))).map(
        (row) => row.id,
      ),
    ).toEqual([`new-${kate.id}`]);
    const left = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [oldRead.id, oldUnread.id, recentRead.id]));
    expect(left.map((row) => row.id).sort()).toEqual([oldUnread.id, recentRead.id].sort());
    expect(
      (await t.db.select({ id: accountExports.id }).from(accountExports).where(eq(accountExports.userId, kate.id))).map((row) => row.id),
    ).toEqual([kept!.id]);
    expect(existsSync(path.join(TEST_EXPORTS_DIR, gone!.fileName!))).toBe(false);
    expect(existsSync(path.join(TEST_EXPORTS_DIR, kept!.fileName!))).toBe(true);
    expect((await t.db.select().from(reports).where(eq(reports.id, oldReport!.id)))[0]).toMatchObject({
      reporterId: null,
      note: null,
      snapshot: '',
      reason: 'spam',
    });
    expect((await t.db.select().from(reports).where(eq(reports.id, newReport!.id)))[0]).toMatchObject({
      reporterId: reporter.id,
      note: 'why',
    });
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, oldItem!.id)))[0]).toMatchObject({
      authorId: null,
      decidedBy: null,
      decisionNote: null,
      status: 'kept',
    });
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, newItem!.id)))[0]).toMatchObject({
      authorId: kate.id,
      decisionNote: 'ok',
    });
    expect(await t.db.select().from(memberDecisions).where(eq(memberDecisions.id, oldDecision!.id))).toEqual([]);
    expect(await t.db.select().from(memberDecisions).where(eq(memberDecisions.id, newDecision!.id))).toHaveLength(1);

    // Run again the same day: nothing more to do.
    expect(await enforceRetention(t.db, TEST_UPLOADS, now)).toMatchObject({
      notifications: 0,
      exports: 0,
      reports: 0,
      reviewItems: 0,
      decisions: 0,
    });
  });
});
