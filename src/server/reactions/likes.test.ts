import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REACTION_ERRORS, type ContentType } from '../../shared/constants/reactions';
import type { ContentRef } from '../../shared/schemas/reactions';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestComment } from '../../test/comment-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import { blogPosts, forumThreads, likes, recipes, resources } from '../db/schema';

const t = useTestDb();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

/** One public item of each content type. */
async function oneOfEach(): Promise<Record<ContentType, ContentRef>> {
  const author = await createTestUser(t.db);
  const topic = await createTestTopic(t.db);
  const recipe = await createTestRecipe(t.db);
  const comment = await createTestComment(t.db, { contentType: 'recipe', contentId: recipe.id, authorId: author.id });
  return {
    recipe: { contentType: 'recipe', contentId: recipe.id },
    blog_post: { contentType: 'blog_post', contentId: (await createTestPost(t.db)).id },
    resource: { contentType: 'resource', contentId: (await createTestResource(t.db)).id },
    thread: { contentType: 'thread', contentId: (await createTestThread(t.db, { topicId: topic.id, authorId: author.id })).id },
    comment: { contentType: 'comment', contentId: comment.id },
  };
}

async function likeRows(ref: ContentRef) {
  return t.db
    .select()
    .from(likes)
    .where(and(eq(likes.contentType, ref.contentType), eq(likes.contentId, ref.contentId)));
}

describe('reactions.likes', () => {
  it('likes and unlikes every content type, counting each member once', async () => {
    const items = await oneOfEach();
    const member = await callerFor(t.db, await createTestUser(t.db));
    const other = await callerFor(t.db, await createTestUser(t.db));
    for (const ref of Object.values(items)) {
      expect(await member.caller.reactions.likes.status(ref)).toEqual({ liked: false });
      expect(await member.caller.reactions.likes.like(ref)).toEqual({ liked: true, count: 1 });
      expect(await member.caller.reactions.likes.status(ref)).toEqual({ liked: true });
      expect(await other.caller.reactions.likes.status(ref)).toEqual({ liked: false });
      expect(await other.caller.reactions.likes.like(ref)).toEqual({ liked: true, count: 2 });
      expect(await member.caller.reactions.likes.count(ref)).toEqual({ count: 2 });
      expect(await member.caller.reactions.likes.unlike(ref)).toEqual({ liked: false, count: 1 });
      expect(await member.caller.reactions.likes.status(ref)).toEqual({ liked: false });
      expect(await other.caller.reactions.likes.status(ref)).toEqual({ liked: true });
    }
  });

  it('keeps likes apart by content type: recipe n is not resource n', async () => {
    const id = 1_500_000_000;
    await t.db.insert(recipes).overridingSystemValue().values({ id, slug: 'same-id-recipe', title: 'Same id' });
    await t.db.insert(resources).overridingSystemValue().values({ id, title: 'Same id' });
    const recipe = { contentType: 'recipe', contentId: id } as const;
    const resource = { contentType: 'resource', contentId: id } as const;
    const member = await callerFor(t.db, await createTestUser(t.db));
    await member.caller.reactions.likes.like(recipe);
    expect(await member.caller.reactions.likes.status(resource)).toEqual({ liked: false });
    expect(await member.caller.reactions.likes.count(resource)).toEqual({ count: 0 });
    expect(await member.caller.reactions.likes.unlike(resource)).toEqual({ liked: false, count: 0 });
    expect(await member.caller.reactions.likes.status(recipe)).toEqual({ liked: true });
  });

  it('is idempotent: a second like or an unlike of nothing changes nothing', async () => {
    const { recipe } = await oneOfEach();
    const member = await callerFor(t.db, await createTestUser(t.db));
    expect(await member.caller.reactions.likes.unlike(recipe)).toEqual({ liked: false, count: 0 });
    await member.caller.reactions.likes.like(recipe);
    expect(await member.caller.reactions.likes.like(recipe)).toEqual({ liked: true, count: 1 });
    expect(await likeRows(recipe)).toHaveLength(1);
    await member.caller.reactions.likes.unlike(recipe);
    expect(await member.caller.reactions.likes.unlike(recipe)).toEqual({ liked: false, count: 0 });
  });

  it('lets a visitor read status (never liked) and counts, but not like or unlike', async () => {
    const { blog_post: post } = await oneOfEach();
    const member = await callerFor(t.db, await createTestUser(t.db));
    await member.caller.reactions.likes.like(post);
    const visitor = await callerFor(t.db);
    expect(await visitor.caller.reactions.likes.status(post)).toEqual({ liked: false });
    expect(await visitor.caller.reactions.likes.count(post)).toEqual({ count: 1 });
    expect((await errorOf(visitor.caller.reactions.likes.like(post))).code).toBe('UNAUTHORIZED');
    expect((await errorOf(visitor.caller.reactions.likes.unlike(post))).code).toBe('UNAUTHORIZED');
    expect(await likeRows(post)).toHaveLength(1);
  });

  it('lets an admin like like any member, and nobody unlike for someone else', async () => {
    const { thread } = await oneOfEach();
    const member = await callerFor(t.db, await createTestUser(t.db));
    const admin = await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    await member.caller.reactions.likes.like(thread);
    expect(await admin.caller.reactions.likes.like(thread)).toEqual({ liked: true, count: 2 });
    expect(await admin.caller.reactions.likes.unlike(thread)).toEqual({ liked: false, count: 1 });
    // An admin's (or any other member's) unlike only ever removes their own like.
    expect(await admin.caller.reactions.likes.unlike(thread)).toEqual({ liked: false, count: 1 });
    expect(await member.caller.reactions.likes.status(thread)).toEqual({ liked: true });
  });

  it('answers NOT_FOUND for an item that does not exist or is not public', async () => {
    const draft = await createTestPost(t.db, { status: 'draft', publishedAt: null });
    const scheduled = await createTestPost(t.db, { publishedAt: new Date(Date.now() + 86_400_000) });
    const member = await callerFor(t.db, await createTestUser(t.db));
    const visitor = await callerFor(t.db);
    const missing: ContentRef[] = [
      { contentType: 'recipe', contentId: 2_000_000_000 },
      { contentType: 'blog_post', contentId: 2_000_000_000 },
      { contentType: 'resource', contentId: 2_000_000_000 },
      { contentType: 'thread', contentId: 2_000_000_000 },
      { contentType: 'blog_post', contentId: draft.id },
      { contentType: 'blog_post', contentId: scheduled.id },
    ];
    for (const ref of missing) {
      const expected = { code: 'NOT_FOUND', message: REACTION_ERRORS.contentNotFound };
      expect(await errorOf(member.caller.reactions.likes.like(ref)), JSON.stringify(ref)).toEqual(expected);
      expect(await errorOf(member.caller.reactions.likes.status(ref))).toEqual(expected);
      expect(await errorOf(visitor.caller.reactions.likes.status(ref))).toEqual(expected);
      expect(await errorOf(visitor.caller.reactions.likes.count(ref))).toEqual(expected);
      expect(await likeRows(ref)).toHaveLength(0);
    }
  });

  it('still removes a like of an item that has gone since', async () => {
    const { thread, blog_post: post } = await oneOfEach();
    const member = await callerFor(t.db, await createTestUser(t.db));
    await member.caller.reactions.likes.like(thread);
    await member.caller.reactions.likes.like(post);
    await t.db.delete(forumThreads).where(eq(forumThreads.id, thread.contentId));
    await t.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post.contentId));
    expect(await member.caller.reactions.likes.unlike(thread)).toEqual({ liked: false, count: 0 });
    expect(await member.caller.reactions.likes.unlike(post)).toEqual({ liked: false, count: 0 });
    expect(await likeRows(thread)).toHaveLength(0);
    expect(await likeRows(post)).toHaveLength(0);
  });

  it('refuses a bad content type or id with BAD_REQUEST and a clear message', async () => {
    const member = await callerFor(t.db, await createTestUser(t.db));
    const { recipe } = await oneOfEach();
    const bad: [unknown, RegExp][] = [
      [{ contentType: 'banana', contentId: recipe.contentId }, /Content type must be one of: recipe, blog_post, resource, thread/],
      [{ contentType: 'recipe', contentId: 'abc' }, /Id must be a number/],
      [{ contentType: 'recipe', contentId: 0 }, /Id must be positive/],
      [{ contentType: 'recipe', contentId: -1 }, /Id must be positive/],
      [{ contentType: 'recipe', contentId: 1.5 }, /Id must be a whole number/],
      [{ contentType: 'recipe', contentId: 99_999_999_999 }, /Id is too large/],
      [{ contentType: 'recipe' }, /./],
      [undefined, /./],
    ];
    for (const [input, message] of bad) {
      for (const call of [
        member.caller.reactions.likes.like(input as ContentRef),
        member.caller.reactions.likes.unlike(input as ContentRef),
        member.caller.reactions.likes.status(input as ContentRef),
        member.caller.reactions.likes.count(input as ContentRef),
      ]) {
        const error = await errorOf(call);
        expect(error.code, JSON.stringify(input)).toBe('BAD_REQUEST');
        expect(error.message).toMatch(message);
      }
    }
  });

  it('counts 50 concurrent likes by one member once', async () => {
    const { resource } = await oneOfEach();
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    const answers = await Promise.all(Array.from({ length: 50 }, () => caller.reactions.likes.like(resource)));
    for (const answer of answers) expect(answer).toEqual({ liked: true, count: 1 });
    expect(await caller.reactions.likes.count(resource)).toEqual({ count: 1 });
    expect(await likeRows(resource)).toHaveLength(1);
  });

  it('ends consistent after 25 concurrent like and unlike pairs', async () => {
    const { recipe } = await oneOfEach();
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    const bystander = await callerFor(t.db, await createTestUser(t.db));
    await bystander.caller.reactions.likes.like(recipe);
    await Promise.all(
      Array.from({ length: 25 }, () => [caller.reactions.likes.like(recipe), caller.reactions.likes.unlike(recipe)]).flat(),
    );
    const rows = await likeRows(recipe);
    const mine = rows.filter((row) => row.userId === member.id);
    expect(mine.length).toBeLessThanOrEqual(1);
    expect(await caller.reactions.likes.count(recipe)).toEqual({ count: rows.length });
    expect(await caller.reactions.likes.status(recipe)).toEqual({ liked: mine.length === 1 });
    expect(await bystander.caller.reactions.likes.status(recipe)).toEqual({ liked: true });
  });
});
