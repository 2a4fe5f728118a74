import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMOVED_POST_KEPT_DAYS } from '../../shared/rules/moderation';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import { auditLog, comments, forumReplies, forumThreads, postRevisions, reports, reviewItems } from '../db/schema';
import { purgeRemovedPosts } from './purge';

const t = useTestDb();
const DAY = 24 * 60 * 60 * 1000;

describe('the purge of removed posts', () => {
  it(`erases a removed post's text ${REMOVED_POST_KEPT_DAYS} days after its removal, and every copy of it; the record stays`, async () => {
    const author = await createTestUser(t.db);
    const moderator = await createTestUser(t.db, { role: 'moderator' });
    const { caller } = await callerFor(t.db, moderator);
    const { caller: reporter } = await callerFor(t.db, await createTestUser(t.db));
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, {
      topicId: topic.id,
      authorId: author.id,
      title: 'Buy my miracle tea',
      content: 'Only $99',
    });
    const stays = await createTestReply(t.db, { threadId: thread.id, authorId: author.id, content: 'Removed only yesterday' });
    const reply = await createTestReply(t.db, { threadId: thread.id, authorId: author.id, content: 'Spam reply' });
    for (const [targetType, targetId] of [
      ['thread', thread.id],
      ['reply', reply.id],
      ['reply', stays.id],
    ] as const) {
      await reporter.moderation.reports.create({ targetType, targetId, reason: 'spam' });
    }
    await caller.community.threads.update({ id: thread.id, title: 'Buy my tea', content: 'Only $49' });
    for (const id of [reply.id, stays.id]) await caller.community.replies.delete({ id });
    await caller.community.threads.delete({ id: thread.id });
    const now = new Date();
    const longAgo = new Date(now.getTime() - (REMOVED_POST_KEPT_DAYS + 1) * DAY);
    await t.db.update(forumThreads).set({ removedAt: longAgo }).where(eq(forumThreads.id, thread.id));
    await t.db.update(forumReplies).set({ removedAt: longAgo }).where(eq(forumReplies.id, reply.id));

    expect(await purgeRemovedPosts(t.db, now)).toEqual({ threads: 1, replies: 1, comments: 0 });

    expect((await t.db.select().from(forumThreads).where(eq(forumThreads.id, thread.id)))[0]).toMatchObject({
      status: 'removed',
      title: '',
      content: '',
      authorId: author.id,
    });
    const replies = await t.db.select().from(forumReplies).where(eq(forumReplies.threadId, thread.id)).orderBy(forumReplies.id);
    expect(replies.map((row) => row.content)).toEqual(['Removed only yesterday', '']);
    const snapshots = await t.db
      .select({ targetType: reviewItems.targetType, targetId: reviewItems.targetId, snapshot: reports.snapshot })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reviewItems.authorId, author.id));
    expect(new Map(snapshots.map((row) => [`${row.targetType}:${row.targetId}`, row.snapshot]))).toEqual(
      new Map([
        [`thread:${thread.id}`, ''],
        [`reply:${reply.id}`, ''],
        [`reply:${stays.id}`, 'Removed only yesterday'],
      ]),
    );
    expect(
      await t.db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.targetType, 'thread'), eq(postRevisions.targetId, thread.id))),
    ).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'forum_thread'), eq(auditLog.entityId, String(thread.id))));
    expect(entries.map((entry) => [entry.action, entry.label, entry.before, entry.after])).toEqual([
      ['update', `#${thread.id}`, null, null],
      ['remove', `#${thread.id}`, null, null],
    ]);

    expect(await purgeRemovedPosts(t.db, now)).toEqual({ threads: 0, replies: 0, comments: 0 });
  });

  it('erases a removed comment the same way: its text, its report snapshots, its revisions, its audit labels', async () => {
    const recipe = await createTestRecipe(t.db);
    const author = await createTestUser(t.db);
    const { caller: writer } = await callerFor(t.db, author);
    const { caller: reporter } = await callerFor(t.db, await createTestUser(t.db));
    const { caller: team } = await callerFor(t.db, await createTestUser(t.db, { role: 'moderator' }));
    const old = await writer.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Buy my miracle tea' });
    await writer.comments.update({ id: old.id, body: 'Buy my miracle tea, only $99' });
    const recent = await writer.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Removed only yesterday' });
    for (const id of [old.id, recent.id]) await reporter.moderation.reports.create({ targetType: 'comment', targetId: id, reason: 'spam' });
    await team.admin.comments.decide({ ids: [old.id, recent.id], action: 'remove', reason: 'spam' });
    const now = new Date();
    const longAgo = new Date(now.getTime() - (REMOVED_POST_KEPT_DAYS + 1) * DAY);
    await t.db.update(comments).set({ removedAt: longAgo }).where(eq(comments.id, old.id));

    expect(await purgeRemovedPosts(t.db, now)).toEqual({ threads: 0, replies: 0, comments: 1 });

    const rows = await t.db.select().from(comments).where(eq(comments.contentId, recipe.id)).orderBy(comments.id);
    expect(rows.map((row) => [row.status, row.body, row.authorId])).toEqual([
      ['removed', '', author.id],
      ['removed', 'Removed only yesterday', author.id],
    ]);
    const snapshots = await t.db
      .select({ targetId: reviewItems.targetId, snapshot: reports.snapshot })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reviewItems.targetType, 'comment'));
    expect(new Map(snapshots.map((row) => [row.targetId, row.snapshot]))).toEqual(
      new Map([
        [old.id, ''],
        [recent.id, 'Removed only yesterday'],
      ]),
    );
    expect(
      await t.db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.targetType, 'comment'), eq(postRevisions.targetId, old.id))),
    ).toEqual([]);
    const labels = await t.db
      .select({ entityId: auditLog.entityId, label: auditLog.label })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'comment'));
    expect(labels.filter((entry) => entry.entityId === String(old.id)).map((entry) => entry.label)).toEqual([`#${old.id}`]);
    expect(labels.filter((entry) => entry.entityId === String(recent.id)).map((entry) => entry.label)).toEqual(['Removed only yesterday']);

    expect(await purgeRemovedPosts(t.db, now)).toEqual({ threads: 0, replies: 0, comments: 0 });
  });
});
