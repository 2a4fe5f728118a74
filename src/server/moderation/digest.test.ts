import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { createMemoryMailer } from '../email/mailer';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { TEST_PUBLIC_URL } from '../../test/server';
import { jobs, reviewItems, users } from '../db/schema';
import { queuePendingDigest } from './digest';

const t = useTestDb();
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  await t.db.delete(reviewItems);
  await t.db.delete(jobs);
});

async function pendingItem(hoursAgo: number) {
  const author = await createTestUser(t.db);
  const thread = await createTestThread(t.db, { topicId: (await createTestTopic(t.db)).id, authorId: author.id });
  const [item] = await t.db
    .insert(reviewItems)
    .values({
      targetType: 'thread',
      targetId: thread.id,
      authorId: author.id,
      reportCount: 2,
      firstReportedAt: new Date(Date.now() - hoursAgo * HOUR),
    })
    .returning();
  return item!;
}

describe("the team's daily reminder", () => {
  it('emails every moderator and admin the items waiting over 24 hours, and no member', async () => {
    const moderator = await createTestUser(t.db, { role: 'moderator' });
    const admin = await createTestUser(t.db, { role: 'admin' });
    const member = await createTestUser(t.db);
    const old = await pendingItem(30);
    await pendingItem(2);
    const decided = await pendingItem(50);
    await t.db.update(reviewItems).set({ status: 'kept' }).where(eq(reviewItems.id, decided.id));

    await queuePendingDigest(t.db, TEST_PUBLIC_URL, '2026-11-28');
    const mailer = createMemoryMailer();
    await drainJobs(t.db, mailer);

    const team = await t.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.role, ['moderator', 'admin']));
    const to = mailer.sent.map((message) => message.to);
    expect(to.sort()).toEqual(team.map((row) => row.email).sort());
    expect(to).toEqual(expect.arrayContaining([moderator.email, admin.email]));
    expect(to).not.toContain(member.email);
    const mine = mailer.sent.find((message) => message.to === moderator.email)!;
    expect(mine.subject).toBe(MODERATION_TEXT.digest.subject(1));
    expect(mine.text).toContain(`Thread #${old.targetId}, 2 reports`);
    expect(mine.text).toContain(`${TEST_PUBLIC_URL}/admin/moderation`);
    expect(mine.key).toBe(`moderation-digest-2026-11-28-${moderator.id}`);
  });

  it('sends nothing when no item has waited that long', async () => {
    await createTestUser(t.db, { role: 'moderator' });
    await pendingItem(23);
    expect(await queuePendingDigest(t.db, TEST_PUBLIC_URL, '2026-11-28')).toBe(0);
    expect(await t.db.select().from(jobs)).toEqual([]);
  });
});
