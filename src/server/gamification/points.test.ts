import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestReply, createTestThread, createTestTopic, TEST_SCREENER } from '../../test/community-factories';
import { createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { createReply, deleteReply } from '../community/replies';
import { createThread, deleteThread } from '../community/threads';
import { pointsLedger, pointsMonthly } from '../db/schema';
import { likeContent, unlikeContent } from '../reactions/likes';
import { awardPoints, awardPointsInOrder } from './awards';
import { setPointsRules } from './points-rules';
import { memberStats } from './stats';

const t = useTestDb();

async function setting() {
  const [member, other, admin] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db, { role: 'admin' })]);
  const topic = await createTestTopic(t.db);
  return { member, other, admin, topic };
}

/** A member's ledger as [action, points] pairs, oldest first. */
async function ledgerOf(userId: number) {
  const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);
  return rows.map((row) => [row.action, row.amount / 100]);
}

const total = async (userId: number) => (await memberStats(t.db, userId)).totalPoints;

/** The running monthly totals hold exactly the ledger's sums, member by member and month by month. */
async function expectMonthlyTotalsToMatchLedger() {
  const month = sql<string>`to_char(${pointsLedger.createdAt} at time zone 'Australia/Sydney', 'YYYY-MM')`;
  const fromLedger = await t.db
    .select({ userId: pointsLedger.userId, month, amount: sql<number>`sum(${pointsLedger.amount})::int` })
    .from(pointsLedger)
    .groupBy(pointsLedger.userId, month)
    .orderBy(pointsLedger.userId, month);
  const kept = await t.db.select().from(pointsMonthly).orderBy(pointsMonthly.userId, pointsMonthly.month);
  expect(kept).toEqual(fromLedger);
  expect(kept.length).toBeGreaterThan(0);
}

describe('points for taking part', () => {
  it('a new thread earns its author 0.5, a reply 0.25, a like 0.1', async () => {
    const { member, other, topic } = await setting();
    const thread = await createThread(
      t.db,
      member,
      { topicId: topic.id, title: 'Settling a newborn', content: 'What worked for you?' },
      TEST_SCREENER,
    );
    await createReply(t.db, other, { threadId: thread.id, content: 'White noise, every time.' }, TEST_SCREENER);
    await likeContent(t.db, other.id, { contentType: 'thread', contentId: thread.id });
    const recipe = await createTestRecipe(t.db);
    await likeContent(t.db, member.id, { contentType: 'recipe', contentId: recipe.id });

    expect(await ledgerOf(member.id)).toEqual([
      ['thread', 0.5],
      ['like', 0.1],
    ]);
    expect(await ledgerOf(other.id)).toEqual([
      ['reply', 0.25],
      ['like', 0.1],
    ]);
    expect(await total(member.id)).toBe(0.6);
    expect(await total(other.id)).toBe(0.35);
  });

  it('a like earns once per member and item, ever: unliking and liking again earns nothing', async () => {
    const { member } = await setting();
    const recipe = await createTestRecipe(t.db);
    const ref = { contentType: 'recipe' as const, contentId: recipe.id };
    await likeContent(t.db, member.id, ref);
    await unlikeContent(t.db, member.id, ref);
    await likeContent(t.db, member.id, ref);
    await likeContent(t.db, member.id, ref);
    expect(await ledgerOf(member.id)).toEqual([['like', 0.1]]);
  });

  it('20 likes of one item at once by one member earn 0.1 once', async () => {
    const { member } = await setting();
    const recipe = await createTestRecipe(t.db);
    await Promise.all(Array.from({ length: 20 }, () => likeContent(t.db, member.id, { contentType: 'recipe', contentId: recipe.id })));
    expect(await ledgerOf(member.id)).toEqual([['like', 0.1]]);
  });

  it('nothing for liking your own thread or replying in it', async () => {
    const { member, topic } = await setting();
    const thread = await createThread(t.db, member, { topicId: topic.id, title: 'My own question', content: 'Anyone?' }, TEST_SCREENER);
    await likeContent(t.db, member.id, { contentType: 'thread', contentId: thread.id });
    await createReply(t.db, member, { threadId: thread.id, content: 'Bumping my own thread.' }, TEST_SCREENER);
    expect(await ledgerOf(member.id)).toEqual([['thread', 0.5]]);
  });

  it('earns for 20 replies a day, then nothing more that day; parallel replies never pass the cap', async () => {
    const { member, other, topic } = await setting();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: other.id });
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => createReply(t.db, member, { threadId: thread.id, content: `Reply number ${i}` }, TEST_SCREENER)),
    );
    const ledger = await ledgerOf(member.id);
    expect(ledger).toHaveLength(20);
    expect(await total(member.id)).toBe(5);
    await expectMonthlyTotalsToMatchLedger();
  });

  it('counts the cap by the Australia/Sydney day', async () => {
    const { member } = await setting();
    const recipes = await Promise.all(Array.from({ length: 3 }, () => createTestRecipe(t.db)));
    await setPointsRules(t.db, (await setting()).admin, {
      points: { thread: 0.5, reply: 0.25, like: 0.1, comment: 0.25 },
      dailyCaps: { thread: 5, reply: 20, like: 2, comment: 20 },
    });
    // 23:30 and 23:50 on 14 January in Sydney (UTC+11), then 00:10 on the 15th.
    const like = (i: number, now: string) =>
      awardPoints(t.db, { userId: member.id, action: 'like', sourceType: 'recipe', sourceId: recipes[i]!.id, now: new Date(now) });
    await like(0, '2027-01-14T12:30:00Z');
    await like(1, '2027-01-14T12:50:00Z');
    await like(2, '2027-01-14T12:55:00Z');
    expect(await ledgerOf(member.id)).toHaveLength(2);
    await like(2, '2027-01-14T13:10:00Z');
    expect(await ledgerOf(member.id)).toHaveLength(3);
  });

  it('awards a batch in order as one at a time would: the cap by the Sydney day, an item earned already not counted', async () => {
    const { member, admin } = await setting();
    const recipes = await Promise.all(Array.from({ length: 4 }, () => createTestRecipe(t.db)));
    await setPointsRules(t.db, admin, {
      points: { thread: 0.5, reply: 0.25, like: 0.1, comment: 0.25 },
      dailyCaps: { thread: 5, reply: 20, like: 2, comment: 20 },
    });
    const like = (i: number, now: string) => ({
      userId: member.id,
      action: 'like' as const,
      sourceType: 'recipe' as const,
      sourceId: recipes[i]!.id,
      now: new Date(now),
    });
    await awardPoints(t.db, like(0, '2027-01-14T12:00:00Z'));
    await t.db.transaction((tx) =>
      awardPointsInOrder(tx, [
        like(0, '2027-01-14T12:30:00Z'), // earned already: neither written nor counted
        like(1, '2027-01-14T12:50:00Z'),
        like(2, '2027-01-14T12:55:00Z'), // the day's third
        like(2, '2027-01-14T13:10:00Z'), // 00:10 on the 15th in Sydney
        like(3, '2027-01-14T13:20:00Z'),
      ]),
    );
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id)).orderBy(pointsLedger.id);
    expect(rows.map((row) => [row.sourceId, row.createdAt.toISOString()])).toEqual([
      [recipes[0]!.id, '2027-01-14T12:00:00.000Z'],
      [recipes[1]!.id, '2027-01-14T12:50:00.000Z'],
      [recipes[2]!.id, '2027-01-14T13:10:00.000Z'],
      [recipes[3]!.id, '2027-01-14T13:20:00.000Z'],
    ]);
    await expectMonthlyTotalsToMatchLedger();
  });

  it('removed content takes its points back with a reversing row, once', async () => {
    const { member, other, admin, topic } = await setting();
    const thread = await createThread(
      t.db,
      member,
      { topicId: topic.id, title: 'A thread to remove', content: 'Soon gone.' },
      TEST_SCREENER,
    );
    const reply = await createReply(t.db, other, { threadId: thread.id, content: 'A reply that goes too.' }, TEST_SCREENER);
    const kept = await createReply(t.db, other, { threadId: thread.id, content: 'Another reply.' }, TEST_SCREENER);
    await deleteReply(t.db, other, reply.id);
    expect(await ledgerOf(other.id)).toEqual([
      ['reply', 0.25],
      ['reply', 0.25],
      ['reversal', -0.25],
    ]);

    // A moderator removes the thread: its author's points and its replies' go back.
    await deleteThread(t.db, admin, thread.id);
    expect(await ledgerOf(member.id)).toEqual([
      ['thread', 0.5],
      ['reversal', -0.5],
    ]);
    expect(await ledgerOf(other.id)).toEqual([
      ['reply', 0.25],
      ['reply', 0.25],
      ['reversal', -0.25],
      ['reversal', -0.25],
    ]);
    const reversals = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.action, 'reversal'), eq(pointsLedger.sourceId, kept.id)));
    expect(reversals).toHaveLength(1);
    expect(await total(member.id)).toBe(0);
    expect(await total(other.id)).toBe(0);
    await expectMonthlyTotalsToMatchLedger();
  });

  it('a point value changed by an admin applies to actions from then on', async () => {
    const { member, other, admin, topic } = await setting();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: other.id });
    await createReply(t.db, member, { threadId: thread.id, content: 'Before the change.' }, TEST_SCREENER);
    await setPointsRules(t.db, admin, {
      points: { thread: 1, reply: 0.75, like: 0, comment: 0.25 },
      dailyCaps: { thread: 5, reply: 20, like: 20, comment: 20 },
    });
    await createReply(t.db, member, { threadId: thread.id, content: 'After the change.' }, TEST_SCREENER);
    await likeContent(t.db, member.id, { contentType: 'thread', contentId: thread.id });
    expect(await ledgerOf(member.id)).toEqual([
      ['reply', 0.25],
      ['reply', 0.75],
    ]);
  });

  it('a reply written straight to the table (demo data) earns nothing and takes nothing back when removed', async () => {
    const { member, other, topic } = await setting();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: other.id });
    const reply = await createTestReply(t.db, { threadId: thread.id, authorId: member.id });
    await deleteReply(t.db, member, reply.id);
    expect(await ledgerOf(member.id)).toEqual([]);
  });
});
