import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS, type NotificationType } from '../../shared/constants/community';
import { describeIssues } from '../../shared/lib/zod-message';
import type { Page } from '../../shared/schemas/common';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestDb, useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { encodeCursor } from '../db/cursor';
import {
  auditLog,
  forumReplies,
  forumThreads,
  forumThreadViews,
  likes,
  notificationMutes,
  notifications,
  savedItems,
  users,
} from '../db/schema';
import { validationIssues } from '../trpc/init';

const t = useTestDb();

const HOUR_MS = 60 * 60 * 1000;
const longAgo = () => new Date(Date.now() - FORUM_LIMITS.editWindowMs - 60_000);

/** The code and readable message of a failed call (validation issues as the REST body shows them). */
async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const issues = validationIssues(error);
    return { code: error.code, message: issues ? describeIssues(issues) : error.message };
  }
  throw new Error('expected the call to fail');
}

/** A topic, a thread author, another member, an admin, and a caller for each (and a visitor's). */
async function cast(db: Db = t.db) {
  const topic = await createTestTopic(db);
  const [author, other, admin] = [await createTestUser(db), await createTestUser(db), await createTestUser(db, { role: 'admin' })];
  return {
    topic,
    author,
    other,
    admin,
    visitor: (await callerFor(db)).caller,
    asAuthor: (await callerFor(db, author)).caller,
    asOther: (await callerFor(db, other)).caller,
    asAdmin: (await callerFor(db, admin)).caller,
  };
}

async function notificationsOf(userId: number) {
  return t.db
    .select({
      type: notifications.type,
      title: notifications.title,
      content: notifications.content,
      link: notifications.link,
      eventKey: notifications.eventKey,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

async function mute(userId: number, ...types: NotificationType[]) {
  await t.db.insert(notificationMutes).values(types.map((type) => ({ userId, type })));
}

async function threadRow(id: number) {
  const [row] = await t.db.select().from(forumThreads).where(eq(forumThreads.id, id));
  return row;
}

async function setDisplayName(user: SessionUser, displayName: string | null) {
  await t.db.update(users).set({ displayName }).where(eq(users.id, user.id));
}

/** Every page's ids in order; a cursor that never moves on fails rather than loops. */
async function allPages(fetchPage: (cursor: string | undefined) => Promise<Page<{ id: number }>>) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await fetchPage(cursor);
    seen.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) return seen;
    cursor = page.nextCursor;
  }
  throw new Error(`paging did not end; ids so far: ${seen.slice(0, 20).join(', ')}`);
}

describe('community.topics', () => {
  it('lists topics by position then name, with thread and reply counts and the newest thread', async () => {
    const db = await createTestDb();
    try {
      const later = await createTestTopic(db.db, { name: 'B topic', position: 2 });
      const emptyB = await createTestTopic(db.db, { name: 'Z topic', position: 1 });
      const emptyA = await createTestTopic(db.db, { name: 'A topic', position: 1 });
      const member = await createTestUser(db.db);
      await createTestThread(db.db, { topicId: later.id, authorId: member.id, replyCount: 3, createdAt: new Date('2026-01-01T00:00:00Z') });
      const newest = await createTestThread(db.db, {
        topicId: later.id,
        authorId: member.id,
        replyCount: 2,
        createdAt: new Date('2026-01-02T00:00:00Z'),
      });
      const { caller } = await callerFor(db.db);

      const topics = await caller.community.topics.list();
      expect(topics.map((topic) => topic.id)).toEqual([emptyA.id, emptyB.id, later.id]);
      expect(topics[0]).toEqual({
        id: emptyA.id,
        name: 'A topic',
        slug: emptyA.slug,
        description: emptyA.description,
        threadCount: 0,
        replyCount: 0,
        latestThread: null,
      });
      expect(topics[2]).toMatchObject({
        threadCount: 2,
        replyCount: 5,
        latestThread: { id: newest.id, title: newest.title, createdAt: newest.createdAt },
      });
      expect(await caller.community.topics.byId({ id: later.id })).toEqual(topics[2]);
    } finally {
      await db.close();
    }
  });

  it('answers NOT_FOUND for a missing topic and BAD_REQUEST for a bad id', async () => {
    const { caller } = await callerFor(t.db);
    expect(await failure(caller.community.topics.byId({ id: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.topicNotFound,
    });
    expect((await failure(caller.community.topics.byId({ id: 'abc' as unknown as number }))).code).toBe('BAD_REQUEST');
  });
});

describe('community.threads: reading', () => {
  it('gives the newest threads first, with author {name, username, avatar} and topic {name}', async () => {
    const db = await createTestDb();
    try {
      const topic = await createTestTopic(db.db, { name: 'Sleep' });
      const kate = await createTestUser(db.db, { username: 'kate_r' });
      const jess = await createTestUser(db.db, { username: 'jess_m' });
      await db.db.update(users).set({ displayName: 'Kate R.', avatar: '/uploads/avatars/kate.webp' }).where(eq(users.id, kate.id));
      await db.db.update(users).set({ displayName: '' }).where(eq(users.id, jess.id));
      const content = `Line one\nLine two ${'long '.repeat(100)}`;
      const threads = [];
      for (let day = 1; day <= 6; day++) {
        threads.push(
          await createTestThread(db.db, {
            topicId: topic.id,
            authorId: day % 2 ? kate.id : jess.id,
            content,
            createdAt: new Date(Date.UTC(2026, 0, day)),
          }),
        );
      }
      const { caller } = await callerFor(db.db);
      const recent = await caller.community.threads.recent({ limit: 4 });
      expect(recent.map((thread) => thread.id)).toEqual([threads[5]!.id, threads[4]!.id, threads[3]!.id, threads[2]!.id]);
      expect(recent[1]).toMatchObject({
        content,
        author: { id: kate.id, name: 'Kate R.', username: 'kate_r', avatar: '/uploads/avatars/kate.webp' },
        topic: { id: topic.id, name: 'Sleep', slug: topic.slug },
        viewCount: 0,
        replyCount: 0,
        pinned: false,
        locked: false,
      });
      // An empty display name is no name: the username shows.
      expect(recent[0]!.author).toEqual({ id: jess.id, name: 'jess_m', username: 'jess_m', avatar: null });
      expect(await caller.community.threads.recent({})).toHaveLength(4);
      expect(await caller.community.threads.recent({ limit: 20 })).toHaveLength(6);
      expect((await failure(caller.community.threads.recent({ limit: 0 }))).message).toContain('Limit must be at least 1');
      expect((await failure(caller.community.threads.recent({ limit: 21 }))).message).toContain('Limit must be at most 20');
    } finally {
      await db.close();
    }
  });

  it('lists a topic pinned first, then by last activity, a page at a time with no repeats or gaps', async () => {
    const { topic, author } = await cast();
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    const make = (minute: number, pinned = false) =>
      createTestThread(t.db, { topicId: topic.id, authorId: author.id, pinned, lastActivityAt: at(minute) });
    const oldPinned = await make(1, true);
    const newPinned = await make(2, true);
    const plain = [];
    for (let i = 0; i < 7; i++) plain.push(await make(10 + Math.floor(i / 2))); // pairs share a time
    // Two threads whose activity differs by microseconds within one millisecond.
    const [micro1] = await t.db
      .insert(forumThreads)
      .values({
        topicId: topic.id,
        authorId: author.id,
        title: 'Micro one',
        content: 'x',
        lastActivityAt: sql`'2026-03-01T10:30:00.123456Z'::timestamptz`,
      })
      .returning();
    const [micro2] = await t.db
      .insert(forumThreads)
      .values({
        topicId: topic.id,
        authorId: author.id,
        title: 'Micro two',
        content: 'x',
        lastActivityAt: sql`'2026-03-01T10:30:00.123123Z'::timestamptz`,
      })
      .returning();
    const { caller } = await callerFor(t.db);

    const expected = [
      newPinned.id,
      oldPinned.id,
      micro1!.id,
      micro2!.id,
      plain[6]!.id,
      plain[5]!.id,
      plain[4]!.id,
      plain[3]!.id,
      plain[2]!.id,
      plain[1]!.id,
      plain[0]!.id,
    ];
    const all = await caller.community.threads.byTopic({ topicId: topic.id, limit: 50 });
    expect(all.items.map((thread) => thread.id)).toEqual(expected);
    expect(all.nextCursor).toBeNull();

    for (const size of [1, 2, 3]) {
      const seen = await allPages(async (cursor) => {
        const page = await caller.community.threads.byTopic({ topicId: topic.id, limit: size, cursor });
        expect(page.items.length).toBeLessThanOrEqual(size);
        return page;
      });
      expect(seen, `pages of ${size}`).toEqual(expected);
    }
  });

  it('refuses a forged cursor, a cursor of another listing and a missing topic', async () => {
    const { topic } = await cast();
    const { caller } = await callerFor(t.db);
    const recentStyle = encodeCursor({ date: new Date(), id: 5 });
    expect((await failure(caller.community.threads.byTopic({ topicId: topic.id, cursor: recentStyle }))).code).toBe('BAD_REQUEST');
    expect((await failure(caller.community.threads.byTopic({ topicId: topic.id, cursor: 'bm9wZQ' }))).code).toBe('BAD_REQUEST');
    expect((await failure(caller.community.threads.byTopic({ topicId: topic.id, cursor: 'a\u0000b' }))).code).toBe('BAD_REQUEST');
    expect(await failure(caller.community.threads.byTopic({ topicId: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.topicNotFound,
    });
  });

  it('gives one thread, and NOT_FOUND for a missing one', async () => {
    const { topic, author } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, viewCount: 7, replyCount: 2, locked: true });
    const { caller } = await callerFor(t.db);
    expect(await caller.community.threads.byId({ id: thread.id })).toMatchObject({
      id: thread.id,
      title: thread.title,
      viewCount: 7,
      replyCount: 2,
      locked: true,
      author: { id: author.id, username: author.username },
      topic: { id: topic.id, name: topic.name },
    });
    expect(await failure(caller.community.threads.byId({ id: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
  });

  it('gives replies oldest first, paged with no repeats or gaps, even within one millisecond', async () => {
    const { topic, author, other } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const first = await createTestReply(t.db, { threadId: thread.id, authorId: other.id, createdAt: new Date(Date.UTC(2026, 0, 1)) });
    // Three written at the same instant, then two microseconds apart within one millisecond.
    const same = await t.db
      .insert(forumReplies)
      .values(
        [1, 2, 3].map((n) => ({
          threadId: thread.id,
          authorId: author.id,
          content: `Same ${n}`,
          createdAt: new Date(Date.UTC(2026, 0, 2)),
        })),
      )
      .returning();
    const micro = [];
    for (const time of ['2026-01-03T00:00:00.000100Z', '2026-01-03T00:00:00.000900Z']) {
      const [row] = await t.db
        .insert(forumReplies)
        .values({ threadId: thread.id, authorId: other.id, content: time, createdAt: sql`${time}::timestamptz` })
        .returning();
      micro.push(row!);
    }
    const expected = [first.id, ...same.map((r) => r.id), ...micro.map((r) => r.id)];
    const { caller } = await callerFor(t.db);

    const all = await caller.community.threads.replies({ threadId: thread.id });
    expect(all.items.map((reply) => reply.id)).toEqual(expected);
    expect(all.items[0]).toMatchObject({ threadId: thread.id, content: first.content, author: { id: other.id, username: other.username } });
    for (const size of [1, 2, 4]) {
      const seen = await allPages((cursor) => caller.community.threads.replies({ threadId: thread.id, limit: size, cursor }));
      expect(seen, `pages of ${size}`).toEqual(expected);
    }
    expect(await failure(caller.community.threads.replies({ threadId: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
    expect((await failure(caller.community.threads.replies({ threadId: thread.id, cursor: 'garbage' }))).code).toBe('BAD_REQUEST');
  });
});

describe('community.threads.recordView', () => {
  it('counts a viewer once per window, each viewer separately, again once the window has passed', async () => {
    const { topic, author, other, asOther, asAuthor, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    expect(await asOther.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 1 });
    expect(await asOther.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 1 });
    expect(await asAuthor.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 2 });
    expect(await visitor.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 3 });
    expect(await visitor.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 3 });

    // Just inside the window: still the same visit.
    const viewOf = and(eq(forumThreadViews.threadId, thread.id), eq(forumThreadViews.viewerKey, `u:${other.id}`));
    await t.db
      .update(forumThreadViews)
      .set({ countedAt: new Date(Date.now() - FORUM_LIMITS.viewWindowMs + 60_000) })
      .where(viewOf);
    expect(await asOther.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 3 });
    await t.db
      .update(forumThreadViews)
      .set({ countedAt: new Date(Date.now() - FORUM_LIMITS.viewWindowMs - 60_000) })
      .where(viewOf);
    expect(await asOther.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 4 });
    expect(await asOther.community.threads.recordView({ id: thread.id })).toEqual({ viewCount: 4 });
    expect((await threadRow(thread.id))!.viewCount).toBe(4);
  });

  it('counts 50 concurrent views by one viewer once', async () => {
    const { topic, author, asOther } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const results = await Promise.all(Array.from({ length: 50 }, () => asOther.community.threads.recordView({ id: thread.id })));
    expect(new Set(results.map((r) => r.viewCount))).toEqual(new Set([1]));
    expect((await threadRow(thread.id))!.viewCount).toBe(1);
  });

  it('answers NOT_FOUND for a missing thread', async () => {
    const { visitor } = await cast();
    expect(await failure(visitor.community.threads.recordView({ id: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
  });
});

describe('community.threads.create', () => {
  it('lets a member start a thread; a visitor gets UNAUTHORIZED', async () => {
    const { topic, author, asAuthor, visitor } = await cast();
    await setDisplayName(author, 'Priya S.');
    const thread = await asAuthor.community.threads.create({
      topicId: topic.id,
      title: '  Sleep regression tips  ',
      content: 'Line one\nhttps://example.com/x',
    });
    expect(thread).toMatchObject({
      title: 'Sleep regression tips',
      content: 'Line one\nhttps://example.com/x',
      viewCount: 0,
      replyCount: 0,
      pinned: false,
      locked: false,
      author: { id: author.id, name: 'Priya S.', username: author.username },
      topic: { id: topic.id, name: topic.name },
    });
    expect(thread.lastActivityAt).toEqual(thread.createdAt);
    expect((await failure(visitor.community.threads.create({ topicId: topic.id, title: 'Hello there', content: 'Hi' }))).code).toBe(
      'UNAUTHORIZED',
    );
    expect(await failure(asAuthor.community.threads.create({ topicId: 999_999, title: 'Hello there', content: 'Hi' }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.topicNotFound,
    });
  });

  it.each([
    ['a whitespace-only title', { title: ' \n\t ', content: 'Hi' }, COMMUNITY_TEXT.emptyPost],
    ['whitespace-only content', { title: 'Hello there', content: '  \n  ' }, COMMUNITY_TEXT.emptyPost],
    ['a short title', { title: 'Hey', content: 'Hi' }, `Title must be at least ${FORUM_LIMITS.titleMin} characters`],
    ['a long title', { title: 'x'.repeat(FORUM_LIMITS.titleMax + 1), content: 'Hi' }, 'Title must be at most 150 characters'],
    [
      'long content',
      { title: 'Hello there', content: 'x'.repeat(FORUM_LIMITS.threadMax + 1) },
      'Content must be at most 10,000 characters',
    ],
    ['a control character', { title: 'Hello there', content: 'bad\u0000byte' }, 'Content contains characters that are not allowed'],
    ['an escape character', { title: 'Hello\u001bthere', content: 'Hi' }, 'Title contains characters that are not allowed'],
  ])('refuses %s with a clear message', async (_, post, message) => {
    const { topic, asAuthor } = await cast();
    const error = await failure(asAuthor.community.threads.create({ topicId: topic.id, ...post }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
  });

  it('takes content at the limit', async () => {
    const { topic, asAuthor } = await cast();
    const thread = await asAuthor.community.threads.create({ topicId: topic.id, title: 'x'.repeat(150), content: 'y'.repeat(10_000) });
    expect(thread.content).toHaveLength(10_000);
  });

  it('tags the members it mentions, once each, ignoring unknown names and the author herself', async () => {
    const { topic, author, asAuthor } = await cast();
    const kate = await createTestUser(t.db, { username: `Kate_${Date.now().toString(36)}` });
    const jess = await createTestUser(t.db);
    await setDisplayName(author, 'Priya');
    const thread = await asAuthor.community.threads.create({
      topicId: topic.id,
      title: `Question for @${kate.username.toLowerCase()}`,
      content: `Hi @${kate.username.toUpperCase()} and @${jess.username}. Also @${author.username}, @nobody_here_xyz and ${jess.username}@example.com.`,
    });
    for (const member of [kate, jess]) {
      expect(await notificationsOf(member.id)).toEqual([
        {
          type: 'tag',
          title: 'Priya mentioned you',
          content: expect.stringContaining(thread.title),
          link: `/community/thread/${thread.id}`,
          eventKey: `thread:${thread.id}`,
        },
      ]);
    }
    expect(await notificationsOf(author.id)).toEqual([]);
  });
});

describe('community.threads.update / delete: who may', () => {
  const edit = { title: 'Edited title here', content: 'Edited content' };

  it('lets the author edit within the window, sets updatedAt, and refuses everyone else but admins', async () => {
    const { topic, author, asAuthor, asOther, asAdmin, visitor } = await cast();
    const minuteAgo = new Date(Date.now() - 60_000);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: minuteAgo, updatedAt: minuteAgo });

    expect((await failure(visitor.community.threads.update({ id: thread.id, ...edit }))).code).toBe('UNAUTHORIZED');
    expect(await failure(asOther.community.threads.update({ id: thread.id, ...edit }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.notYours,
    });

    const updated = await asAuthor.community.threads.update({ id: thread.id, ...edit });
    expect(updated).toMatchObject({ id: thread.id, ...edit, author: { id: author.id } });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(thread.updatedAt.getTime());
    expect(updated.createdAt).toEqual(thread.createdAt);

    expect(await asAdmin.community.threads.update({ id: thread.id, title: 'Admin fixed this', content: 'Tidied' })).toMatchObject({
      title: 'Admin fixed this',
      author: { id: author.id },
    });
    expect(await failure(asAuthor.community.threads.update({ id: 999_999, ...edit }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
    expect((await failure(asAuthor.community.threads.update({ id: thread.id, title: '   ', content: 'x' }))).message).toContain(
      COMMUNITY_TEXT.emptyPost,
    );
  });

  it('refuses the author once the edit window has passed; admins still may', async () => {
    const { topic, author, admin, asAuthor, asOther, asAdmin, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: longAgo() });
    expect(await failure(asAuthor.community.threads.update({ id: thread.id, ...edit }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.editWindowPassed,
    });
    expect(await failure(asAuthor.community.threads.delete({ id: thread.id }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.editWindowPassed,
    });
    // Another member's post is simply not hers, whatever its age.
    expect(await failure(asOther.community.threads.delete({ id: thread.id }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.notYours,
    });
    expect((await threadRow(thread.id))!.title).toBe(thread.title);
    expect(await asAdmin.community.threads.update({ id: thread.id, ...edit })).toMatchObject(edit);
    expect(await asAdmin.community.threads.delete({ id: thread.id })).toEqual({ deleted: true });
    // The team's removal keeps the row for an appeal and the record, out of every public answer.
    expect(await threadRow(thread.id)).toMatchObject({ status: 'removed', removedBy: admin.id, moderatorEditedAt: expect.any(Date) });
    expect((await failure(visitor.community.threads.byId({ id: thread.id }))).code).toBe('NOT_FOUND');
    expect((await failure(asAdmin.community.threads.delete({ id: thread.id }))).code).toBe('NOT_FOUND');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'forum_thread'), eq(auditLog.entityId, String(thread.id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.entityId])).toEqual([
      ['update', admin.id, String(thread.id)],
      ['remove', admin.id, String(thread.id)],
    ]);
  });

  it('deletes a thread with its replies, views, likes and saves, leaving other content alone', async () => {
    const { topic, author, other, asAuthor, asOther, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const keep = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    await createTestReply(t.db, { threadId: thread.id, authorId: other.id });
    await t.db.insert(forumThreadViews).values({ threadId: thread.id, viewerKey: `u:${other.id}` });
    for (const contentId of [thread.id, keep.id]) {
      await t.db.insert(likes).values({ userId: other.id, contentType: 'thread', contentId });
      await t.db.insert(savedItems).values({ userId: other.id, contentType: 'thread', contentId });
    }
    // A recipe with the same id as the thread is another item.
    await t.db.insert(likes).values({ userId: other.id, contentType: 'recipe', contentId: thread.id });

    expect((await failure(visitor.community.threads.delete({ id: thread.id }))).code).toBe('UNAUTHORIZED');
    expect(await failure(asOther.community.threads.delete({ id: thread.id }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.notYours,
    });
    expect(await asAuthor.community.threads.delete({ id: thread.id })).toEqual({ deleted: true });

    expect(await threadRow(thread.id)).toBeUndefined();
    expect(await t.db.select().from(forumReplies).where(eq(forumReplies.threadId, thread.id))).toEqual([]);
    expect(await t.db.select().from(forumThreadViews).where(eq(forumThreadViews.threadId, thread.id))).toEqual([]);
    const likedIds = await t.db.select({ type: likes.contentType, id: likes.contentId }).from(likes).where(eq(likes.userId, other.id));
    expect(likedIds).toEqual(
      expect.arrayContaining([
        { type: 'thread', id: keep.id },
        { type: 'recipe', id: thread.id },
      ]),
    );
    expect(likedIds).toHaveLength(2);
    const saved = await t.db.select({ id: savedItems.contentId }).from(savedItems).where(eq(savedItems.userId, other.id));
    expect(saved).toEqual([{ id: keep.id }]);
    expect(await failure(asAuthor.community.threads.delete({ id: thread.id }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
  });
});

describe('community.threads.moderate', () => {
  it('lets only admins pin and lock', async () => {
    const { topic, author, asAuthor, asAdmin, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: longAgo() });
    expect((await failure(visitor.community.threads.moderate({ id: thread.id, pinned: true }))).code).toBe('UNAUTHORIZED');
    expect((await failure(asAuthor.community.threads.moderate({ id: thread.id, pinned: true }))).code).toBe('FORBIDDEN');

    expect(await asAdmin.community.threads.moderate({ id: thread.id, pinned: true })).toMatchObject({ pinned: true, locked: false });
    expect(await asAdmin.community.threads.moderate({ id: thread.id, locked: true })).toMatchObject({ pinned: true, locked: true });
    const unpinned = await asAdmin.community.threads.moderate({ id: thread.id, pinned: false, locked: false });
    expect(unpinned).toMatchObject({ pinned: false, locked: false });
    // Moderation dates nothing: updatedAt belongs to the text.
    expect(unpinned.updatedAt).toEqual(thread.updatedAt);

    expect((await failure(asAdmin.community.threads.moderate({ id: thread.id }))).message).toContain('Nothing to change');
    expect(await failure(asAdmin.community.threads.moderate({ id: 999_999, locked: true }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
  });
});

describe('community.replies', () => {
  it('lets a member reply, bumping replyCount and lastActivityAt; a visitor gets UNAUTHORIZED', async () => {
    const { topic, author, other, asOther, visitor } = await cast();
    await setDisplayName(other, 'Jess');
    const thread = await createTestThread(t.db, {
      topicId: topic.id,
      authorId: author.id,
      createdAt: longAgo(),
      lastActivityAt: longAgo(),
    });
    expect((await failure(visitor.community.replies.create({ threadId: thread.id, content: 'Hi' }))).code).toBe('UNAUTHORIZED');

    const reply = await asOther.community.replies.create({ threadId: thread.id, content: '  We tried this.\nIt helped!  ' });
    expect(reply).toMatchObject({ threadId: thread.id, content: 'We tried this.\nIt helped!', author: { id: other.id, name: 'Jess' } });
    expect(reply.updatedAt).toEqual(reply.createdAt);
    const row = (await threadRow(thread.id))!;
    expect(row.replyCount).toBe(1);
    expect(row.lastActivityAt).toEqual(reply.createdAt);
    expect(await failure(asOther.community.replies.create({ threadId: 999_999, content: 'Hi' }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.threadNotFound,
    });
  });

  it.each([
    ['whitespace only', ' \n\t\r\n ', COMMUNITY_TEXT.emptyPost],
    ['empty', '', COMMUNITY_TEXT.emptyPost],
    ['over-long', 'x'.repeat(FORUM_LIMITS.replyMax + 1), 'Reply must be at most 5,000 characters'],
    ['a control character', 'hello\u0007', 'Reply contains characters that are not allowed'],
  ])('refuses a reply that is %s, with a clear message', async (_, content, message) => {
    const { topic, author, asOther } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const error = await failure(asOther.community.replies.create({ threadId: thread.id, content }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
    expect((await threadRow(thread.id))!.replyCount).toBe(0);
  });

  it('refuses members a reply to a locked thread; admins may still add a note', async () => {
    const { topic, author, asAuthor, asOther, asAdmin } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, locked: true });
    for (const caller of [asAuthor, asOther]) {
      expect(await failure(caller.community.replies.create({ threadId: thread.id, content: 'Hi' }))).toEqual({
        code: 'FORBIDDEN',
        message: COMMUNITY_TEXT.threadLocked,
      });
    }
    expect(await asAdmin.community.replies.create({ threadId: thread.id, content: 'Locked: see the guidelines.' })).toMatchObject({
      threadId: thread.id,
    });
    expect((await threadRow(thread.id))!.replyCount).toBe(1);
  });

  it('lets the author edit her reply within the window, admins any time, nobody else', async () => {
    const { topic, author, other, asAuthor, asOther, asAdmin, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const minuteAgo = new Date(Date.now() - 60_000);
    const reply = await createTestReply(t.db, { threadId: thread.id, authorId: other.id, createdAt: minuteAgo, updatedAt: minuteAgo });

    expect((await failure(visitor.community.replies.update({ id: reply.id, content: 'x' }))).code).toBe('UNAUTHORIZED');
    expect(await failure(asAuthor.community.replies.update({ id: reply.id, content: 'x' }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.notYours,
    });
    const edited = await asOther.community.replies.update({ id: reply.id, content: 'Edited reply' });
    expect(edited).toMatchObject({ id: reply.id, content: 'Edited reply', author: { id: other.id } });
    expect(edited.updatedAt.getTime()).toBeGreaterThan(reply.updatedAt.getTime());
    expect(await asAdmin.community.replies.update({ id: reply.id, content: 'Moderated' })).toMatchObject({ content: 'Moderated' });
    expect((await failure(asOther.community.replies.update({ id: reply.id, content: '   ' }))).message).toContain(COMMUNITY_TEXT.emptyPost);
    expect(await failure(asOther.community.replies.update({ id: 999_999, content: 'x' }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.replyNotFound,
    });

    await t.db.update(forumReplies).set({ createdAt: longAgo() }).where(eq(forumReplies.id, reply.id));
    expect(await failure(asOther.community.replies.update({ id: reply.id, content: 'Late edit' }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.editWindowPassed,
    });
    expect(await asAdmin.community.replies.update({ id: reply.id, content: 'Admin late edit' })).toMatchObject({
      content: 'Admin late edit',
    });
  });

  it('refuses members an edit in a locked thread, though an admin may and the author may still delete', async () => {
    const { topic, author, other, asOther, asAdmin } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, locked: true, replyCount: 1 });
    const reply = await createTestReply(t.db, { threadId: thread.id, authorId: other.id });
    expect(await failure(asOther.community.replies.update({ id: reply.id, content: 'Edit' }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.threadLocked,
    });
    expect(await asAdmin.community.replies.update({ id: reply.id, content: 'Admin edit' })).toMatchObject({ content: 'Admin edit' });
    expect(await asOther.community.replies.delete({ id: reply.id })).toEqual({ deleted: true });
  });

  it('deletes a reply for its author within the window or an admin, keeping the counters right', async () => {
    const { topic, author, asAuthor, asOther, asAdmin, visitor } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: new Date(Date.UTC(2026, 0, 1)) });
    const { caller: asThird } = await callerFor(t.db, await createTestUser(t.db));
    const first = await asOther.community.replies.create({ threadId: thread.id, content: 'First' });
    const second = await asThird.community.replies.create({ threadId: thread.id, content: 'Second' });
    const third = await asOther.community.replies.create({ threadId: thread.id, content: 'Third' });
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));
    for (const [reply, hour] of [
      [first, 1],
      [second, 2],
    ] as const) {
      await t.db
        .update(forumReplies)
        .set({ createdAt: at(hour) })
        .where(eq(forumReplies.id, reply.id));
    }

    expect((await failure(visitor.community.replies.delete({ id: third.id }))).code).toBe('UNAUTHORIZED');
    expect(await failure(asAuthor.community.replies.delete({ id: third.id }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.notYours,
    });
    expect(await failure(asOther.community.replies.delete({ id: first.id }))).toEqual({
      code: 'FORBIDDEN',
      message: COMMUNITY_TEXT.editWindowPassed,
    });

    expect(await asOther.community.replies.delete({ id: third.id })).toEqual({ deleted: true });
    let row = (await threadRow(thread.id))!;
    expect(row.replyCount).toBe(2);
    expect(row.lastActivityAt).toEqual(at(2));

    expect(await asAdmin.community.replies.delete({ id: second.id })).toEqual({ deleted: true });
    expect(await asAdmin.community.replies.delete({ id: first.id })).toEqual({ deleted: true });
    row = (await threadRow(thread.id))!;
    expect(row.replyCount).toBe(0);
    expect(row.lastActivityAt).toEqual(thread.createdAt);
    expect(await failure(asAdmin.community.replies.delete({ id: first.id }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.replyNotFound,
    });
  });

  it('keeps replyCount exact under 20 concurrent replies', async () => {
    const { topic, author } = await cast();
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    const members = await Promise.all(Array.from({ length: 4 }, () => createTestUser(t.db)));
    const callers = await Promise.all(members.map(async (member) => (await callerFor(t.db, member)).caller));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callers[i % callers.length]!.community.replies.create({ threadId: thread.id, content: `Reply ${i}` }),
      ),
    );
    expect(new Set(replies.map((r) => r.id)).size).toBe(20);
    const row = (await threadRow(thread.id))!;
    expect(row.replyCount).toBe(20);
    const newest = Math.max(...replies.map((r) => r.createdAt.getTime()));
    expect(row.lastActivityAt.getTime()).toBe(newest);
    // The thread author hears of each reply once.
    expect((await notificationsOf(author.id)).filter((n) => n.type === 'thread_reply')).toHaveLength(20);
  });
});

describe('community.replies: notifications', () => {
  async function conversation() {
    const c = await cast();
    await setDisplayName(c.other, 'Jess');
    const thread = await createTestThread(t.db, { topicId: c.topic.id, authorId: c.author.id, title: 'Teething remedies' });
    return { ...c, thread };
  }

  it('notifies nobody of a reply to her own thread', async () => {
    const { author, asAuthor, thread } = await conversation();
    await asAuthor.community.replies.create({ threadId: thread.id, content: 'Adding some detail' });
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it('tells the author (thread_reply) and earlier participants (thread_participation), never the replier', async () => {
    const { author, other, asAuthor, asOther, thread } = await conversation();
    const third = await createTestUser(t.db);
    const { caller: asThird } = await callerFor(t.db, third);
    await asThird.community.replies.create({ threadId: thread.id, content: 'First!' });
    await asAuthor.community.replies.create({ threadId: thread.id, content: 'Thanks' });
    const reply = await asOther.community.replies.create({ threadId: thread.id, content: `A long answer ${'word '.repeat(60)}` });

    const toAuthor = (await notificationsOf(author.id)).filter((n) => n.eventKey === `reply:${reply.id}`);
    expect(toAuthor).toEqual([
      {
        type: 'thread_reply',
        title: 'Jess replied to your thread',
        content: expect.stringMatching(/^A long answer word.*\.\.\.$/),
        link: `/community/thread/${thread.id}#reply-${reply.id}`,
        eventKey: `reply:${reply.id}`,
      },
    ]);
    expect(Array.from(toAuthor[0]!.content).length).toBeLessThanOrEqual(143);
    const toThird = (await notificationsOf(third.id)).filter((n) => n.eventKey === `reply:${reply.id}`);
    expect(toThird).toMatchObject([{ type: 'thread_participation', title: 'Jess replied to "Teething remedies"' }]);
    expect(await notificationsOf(other.id)).toEqual([]);

    // The author's own reply told the earlier participant, not herself.
    expect((await notificationsOf(third.id)).map((n) => n.type)).toEqual(['thread_participation', 'thread_participation']);
    expect((await notificationsOf(author.id)).map((n) => n.type)).toEqual(['thread_reply', 'thread_reply']);
  });

  it('tags a mentioned member, and a member mentioned in a reply to her own thread hears once', async () => {
    const { author, asOther, thread } = await conversation();
    const kate = await createTestUser(t.db);
    const reply = await asOther.community.replies.create({
      threadId: thread.id,
      content: `@${author.username.toUpperCase()} and @${kate.username}, what do you think? Not @no_such_member_x.`,
    });
    expect(await notificationsOf(author.id)).toEqual([
      expect.objectContaining({ type: 'tag', title: 'Jess mentioned you', eventKey: `reply:${reply.id}` }),
    ]);
    expect(await notificationsOf(kate.id)).toEqual([
      expect.objectContaining({ type: 'tag', link: `/community/thread/${thread.id}#reply-${reply.id}` }),
    ]);
  });

  it('falls back to the next type a member has not muted, or to nothing', async () => {
    const { author, other, asOther, thread } = await conversation();
    const third = await createTestUser(t.db);
    await createTestReply(t.db, { threadId: thread.id, authorId: third.id });
    await mute(author.id, 'tag');
    await mute(third.id, 'tag', 'thread_participation');
    const reply = await asOther.community.replies.create({ threadId: thread.id, content: `@${author.username} @${third.username}` });
    expect(await notificationsOf(author.id)).toEqual([expect.objectContaining({ type: 'thread_reply', eventKey: `reply:${reply.id}` })]);
    expect(await notificationsOf(third.id)).toEqual([]);
    expect(await notificationsOf(other.id)).toEqual([]);
  });

  it('tags members an edit newly mentions, and never twice for the same post', async () => {
    const { author, other, asAuthor, asOther, thread } = await conversation();
    const kate = await createTestUser(t.db);
    const reply = await asOther.community.replies.create({ threadId: thread.id, content: 'No mentions yet' });
    await asOther.community.replies.update({ id: reply.id, content: `Adding @${kate.username} and @${other.username}` });
    await asOther.community.replies.update({ id: reply.id, content: `Still @${kate.username}` });
    expect(await notificationsOf(kate.id)).toEqual([expect.objectContaining({ type: 'tag', title: 'Jess mentioned you' })]);
    expect(await notificationsOf(other.id)).toEqual([]);
    // The author heard of the reply already: the mention of the same post adds nothing.
    await asOther.community.replies.update({ id: reply.id, content: `@${author.username}` });
    expect((await notificationsOf(author.id)).map((n) => n.type)).toEqual(['thread_reply']);

    const own = await asAuthor.community.threads.create({ topicId: thread.topicId, title: 'Another question', content: 'Nobody yet' });
    await asAuthor.community.threads.update({ id: own.id, title: 'Another question', content: `Now @${kate.username}` });
    await asAuthor.community.threads.update({ id: own.id, title: 'Another question!', content: `Still @${kate.username}` });
    expect((await notificationsOf(kate.id)).map((n) => n.eventKey)).toEqual([`reply:${reply.id}`, `thread:${own.id}`]);
  });
});

describe('community.stats', () => {
  it('counts members, threads, replies and who posted in the last 24 hours', async () => {
    const db = await createTestDb();
    try {
      const { caller } = await callerFor(db.db);
      expect(await caller.community.stats()).toEqual({ totalUsers: 0, totalThreads: 0, totalComments: 0, activeToday: 0 });

      const topic = await createTestTopic(db.db);
      const [a, b, c, idle] = await Promise.all([1, 2, 3, 4].map(() => createTestUser(db.db)));
      const yesterday = new Date(Date.now() - 25 * HOUR_MS);
      const recent = await createTestThread(db.db, { topicId: topic.id, authorId: a!.id, replyCount: 3 });
      await createTestThread(db.db, { topicId: topic.id, authorId: idle!.id, createdAt: yesterday, replyCount: 1 });
      await createTestReply(db.db, { threadId: recent.id, authorId: a!.id });
      await createTestReply(db.db, { threadId: recent.id, authorId: b!.id });
      await createTestReply(db.db, { threadId: recent.id, authorId: c!.id, createdAt: yesterday });
      await createTestReply(db.db, { threadId: recent.id, authorId: idle!.id, createdAt: yesterday });

      // The rows above were written behind the app's back, past the kept stats: a fresh app reads them.
      const fresh = await callerFor(db.db);
      expect(await fresh.caller.community.stats()).toEqual({ totalUsers: 4, totalThreads: 2, totalComments: 4, activeToday: 2 });
    } finally {
      await db.close();
    }
  });
});

describe('community.profiles', () => {
  it('gives a member her own profile; a visitor gets UNAUTHORIZED', async () => {
    const { author, asAuthor, visitor } = await cast();
    expect(await asAuthor.community.profiles.me()).toEqual({
      avatar: null,
      displayName: author.username,
      bio: '',
      username: author.username,
    });
    expect((await failure(visitor.community.profiles.me())).code).toBe('UNAUTHORIZED');
  });

  it('updates the display name and bio; empty values clear them', async () => {
    const { author, asAuthor, visitor } = await cast();
    expect(await asAuthor.community.profiles.update({ displayName: '  Priya S.  ', bio: 'Mum of two.\nBrisbane.' })).toEqual({
      avatar: null,
      displayName: 'Priya S.',
      bio: 'Mum of two.\nBrisbane.',
      username: author.username,
    });
    expect(await asAuthor.community.profiles.me()).toMatchObject({ displayName: 'Priya S.', bio: 'Mum of two.\nBrisbane.' });
    expect(await asAuthor.community.profiles.update({ displayName: '   ', bio: '' })).toMatchObject({
      displayName: author.username,
      bio: '',
    });
    const [row] = await t.db.select({ displayName: users.displayName, bio: users.bio }).from(users).where(eq(users.id, author.id));
    expect(row).toEqual({ displayName: null, bio: null });

    expect((await failure(visitor.community.profiles.update({ displayName: 'x', bio: '' }))).code).toBe('UNAUTHORIZED');
    expect((await failure(asAuthor.community.profiles.update({ displayName: 'x'.repeat(51), bio: '' }))).message).toContain(
      'Display name must be at most 50 characters',
    );
    expect((await failure(asAuthor.community.profiles.update({ displayName: 'x', bio: 'y'.repeat(501) }))).message).toContain(
      'Bio must be at most 500 characters',
    );
    expect((await failure(asAuthor.community.profiles.update({ displayName: 'a\u0000b', bio: '' }))).message).toContain(
      'Display name contains characters that are not allowed',
    );
  });

  it("shows a member's name, avatar, join date, counts and newest threads and replies to members", async () => {
    const { topic, author, other, asOther, visitor } = await cast();
    await t.db.update(users).set({ displayName: 'Priya', avatar: '/uploads/avatars/p.webp', bio: 'Hi!' }).where(eq(users.id, author.id));
    const threads = [];
    for (let day = 1; day <= 6; day++) {
      threads.push(await createTestThread(t.db, { topicId: topic.id, authorId: author.id, createdAt: new Date(Date.UTC(2026, 0, day)) }));
    }
    const elsewhere = await createTestThread(t.db, { topicId: topic.id, authorId: other.id, title: 'Where she replied' });
    const replies = [];
    for (let day = 1; day <= 7; day++) {
      replies.push(
        await createTestReply(t.db, { threadId: elsewhere.id, authorId: author.id, createdAt: new Date(Date.UTC(2026, 1, day)) }),
      );
    }

    const profile = await asOther.community.profiles.byId({ id: author.id });
    expect(profile).toMatchObject({
      id: author.id,
      username: author.username,
      displayName: 'Priya',
      avatar: '/uploads/avatars/p.webp',
      bio: 'Hi!',
      joinedAt: author.createdAt,
      threadCount: 6,
      replyCount: 7,
    });
    expect(profile.recentThreads.map((thread) => thread.id)).toEqual(
      threads
        .slice(1)
        .reverse()
        .map((thread) => thread.id),
    );
    expect(profile.recentThreads[0]).toMatchObject({ author: { name: 'Priya' }, topic: { name: topic.name } });
    expect(profile.recentReplies.map((reply) => reply.id)).toEqual(
      replies
        .slice(2)
        .reverse()
        .map((reply) => reply.id),
    );
    expect(profile.recentReplies[0]).toEqual({
      id: replies[6]!.id,
      threadId: elsewhere.id,
      threadTitle: 'Where she replied',
      content: replies[6]!.content,
      createdAt: replies[6]!.createdAt,
    });

    expect(await failure(asOther.community.profiles.byId({ id: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: COMMUNITY_TEXT.profileNotFound,
    });
    expect((await failure(visitor.community.profiles.byId({ id: author.id }))).code).toBe('UNAUTHORIZED');
  });
});
