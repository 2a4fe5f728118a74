import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { REACTION_ERRORS, type SaveableContentType } from '../../shared/constants/reactions';
import type { ContentRef } from '../../shared/schemas/reactions';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import { blogPosts, forumThreads, recipes, resources, savedItems } from '../db/schema';
import { THREAD_DESCRIPTION_MAX, assertContentExists, contentKey, contentSummaries } from './content-targets';
import { SAVED_ITEMS_MAX } from './saved-items';

const t = useTestDb();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

async function savedRows(userId: number, ref?: ContentRef) {
  return t.db
    .select()
    .from(savedItems)
    .where(
      and(
        eq(savedItems.userId, userId),
        ref ? and(eq(savedItems.contentType, ref.contentType), eq(savedItems.contentId, ref.contentId)) : undefined,
      ),
    );
}

/** One public item of each content type, with the rows behind them. */
async function oneOfEach() {
  const author = await createTestUser(t.db);
  const topic = await createTestTopic(t.db);
  const recipe = await createTestRecipe(t.db, { image: '/uploads/recipe.svg' });
  const post = await createTestPost(t.db, { image: '/uploads/post.svg' });
  const resource = await createTestResource(t.db, { masterclassImage: '/uploads/class.svg' });
  const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
  const refs: Record<SaveableContentType, ContentRef> = {
    recipe: { contentType: 'recipe', contentId: recipe.id },
    blog_post: { contentType: 'blog_post', contentId: post.id },
    resource: { contentType: 'resource', contentId: resource.id },
    thread: { contentType: 'thread', contentId: thread.id },
  };
  return { refs, recipe, post, resource, thread };
}

describe('reactions.saved', () => {
  it('saves, checks and removes every content type, each member apart', async () => {
    const { refs } = await oneOfEach();
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    const other = await callerFor(t.db, await createTestUser(t.db));
    for (const ref of Object.values(refs)) {
      expect(await caller.reactions.saved.check(ref)).toEqual({ saved: false });
      expect(await caller.reactions.saved.save(ref)).toEqual({ saved: true });
      expect(await caller.reactions.saved.save(ref)).toEqual({ saved: true });
      expect(await caller.reactions.saved.check(ref)).toEqual({ saved: true });
      expect(await other.caller.reactions.saved.check(ref)).toEqual({ saved: false });
      // Another member's remove only ever touches her own list.
      expect(await other.caller.reactions.saved.remove(ref)).toEqual({ saved: false });
      expect(await caller.reactions.saved.check(ref)).toEqual({ saved: true });
      expect(await savedRows(member.id, ref)).toHaveLength(1);
    }
    for (const ref of Object.values(refs)) {
      expect(await caller.reactions.saved.remove(ref)).toEqual({ saved: false });
      expect(await caller.reactions.saved.remove(ref)).toEqual({ saved: false });
      expect(await caller.reactions.saved.check(ref)).toEqual({ saved: false });
    }
    expect(await savedRows(member.id)).toHaveLength(0);
  });

  it('lets an admin save like any member', async () => {
    const { refs } = await oneOfEach();
    const admin = await createTestUser(t.db, { role: 'admin' });
    const { caller } = await callerFor(t.db, admin);
    expect(await caller.reactions.saved.save(refs.resource)).toEqual({ saved: true });
    expect((await caller.reactions.saved.list()).map((item) => item.contentId)).toEqual([refs.resource.contentId]);
    expect(await caller.reactions.saved.remove(refs.resource)).toEqual({ saved: false });
  });

  it('is for members only: a visitor gets UNAUTHORIZED on every call', async () => {
    const { refs } = await oneOfEach();
    const { caller } = await callerFor(t.db);
    for (const call of [
      caller.reactions.saved.check(refs.recipe),
      caller.reactions.saved.save(refs.recipe),
      caller.reactions.saved.remove(refs.recipe),
      caller.reactions.saved.list(),
    ]) {
      expect((await errorOf(call)).code).toBe('UNAUTHORIZED');
    }
  });

  it('answers NOT_FOUND when saving or checking an item that does not exist or is not public', async () => {
    const draft = await createTestPost(t.db, { status: 'draft', publishedAt: null });
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    for (const ref of [
      { contentType: 'recipe', contentId: 2_000_000_000 },
      { contentType: 'blog_post', contentId: draft.id },
      { contentType: 'resource', contentId: 2_000_000_000 },
      { contentType: 'thread', contentId: 2_000_000_000 },
    ] as const) {
      const expected = { code: 'NOT_FOUND', message: REACTION_ERRORS.contentNotFound };
      expect(await errorOf(caller.reactions.saved.save(ref))).toEqual(expected);
      expect(await errorOf(caller.reactions.saved.check(ref))).toEqual(expected);
      // Removing is idempotent and needs no item.
      expect(await caller.reactions.saved.remove(ref)).toEqual({ saved: false });
    }
    expect(await savedRows(member.id)).toHaveLength(0);
  });

  it('refuses a bad content type or id with BAD_REQUEST', async () => {
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    for (const input of [
      { contentType: 'banana', contentId: 1 },
      { contentType: 'recipe', contentId: 'abc' },
      { contentType: 'recipe', contentId: 0 },
      { contentType: 'recipe', contentId: -1 },
      { contentType: 'recipe', contentId: 1.5 },
      { contentType: 'recipe', contentId: 99_999_999_999 },
    ]) {
      for (const call of [
        caller.reactions.saved.save(input as ContentRef),
        caller.reactions.saved.check(input as ContentRef),
        caller.reactions.saved.remove(input as ContentRef),
      ]) {
        expect((await errorOf(call)).code, JSON.stringify(input)).toBe('BAD_REQUEST');
      }
    }
  });

  it('lists saved items newest first with their title, description, image and link', async () => {
    const { refs, recipe, post, resource, thread } = await oneOfEach();
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    const order: SaveableContentType[] = ['recipe', 'thread', 'blog_post', 'resource'];
    for (const type of order) await caller.reactions.saved.save(refs[type]);
    // Saved a minute apart, whatever the clock did between the calls.
    for (const [index, type] of order.entries()) {
      await t.db
        .update(savedItems)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)) })
        .where(and(eq(savedItems.userId, member.id), eq(savedItems.contentType, type)));
    }
    const other = await callerFor(t.db, await createTestUser(t.db));
    await other.caller.reactions.saved.save(refs.recipe);

    const list = await caller.reactions.saved.list();
    expect(list.map((item) => item.contentType)).toEqual([...order].reverse());
    const byType = Object.fromEntries(list.map((item) => [item.contentType, item]));
    expect(byType.recipe).toEqual({
      id: expect.any(Number),
      contentType: 'recipe',
      contentId: recipe.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0)),
      title: recipe.title,
      description: recipe.description,
      image: '/uploads/recipe.svg',
      link: `/recipes/${recipe.slug}`,
    });
    expect(byType.blog_post).toMatchObject({
      title: post.title,
      description: post.description,
      image: '/uploads/post.svg',
      link: `/blog/${post.slug}`,
    });
    expect(byType.resource).toMatchObject({
      title: resource.title,
      description: resource.description,
      image: '/uploads/class.svg',
      link: `/resources/id/${resource.id}`,
    });
    expect(byType.thread).toMatchObject({
      title: thread.title,
      description: thread.content,
      image: null,
      link: `/community/thread/${thread.id}`,
    });
    expect((await other.caller.reactions.saved.list()).map((item) => item.contentId)).toEqual([recipe.id]);
  });

  it('leaves out items whose content is gone or unpublished, and keeps the row for when it is back', async () => {
    const { refs, post, thread } = await oneOfEach();
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    for (const ref of Object.values(refs)) await caller.reactions.saved.save(ref);
    await t.db.delete(forumThreads).where(eq(forumThreads.id, thread.id));
    await t.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post.id));
    expect((await caller.reactions.saved.list()).map((item) => item.contentType).sort()).toEqual(['recipe', 'resource']);
    await t.db.update(blogPosts).set({ status: 'published' }).where(eq(blogPosts.id, post.id));
    expect((await caller.reactions.saved.list()).map((item) => item.contentType).sort()).toEqual(['blog_post', 'recipe', 'resource']);
    // The gone thread can still be removed from the list.
    expect(await caller.reactions.saved.remove(refs.thread)).toEqual({ saved: false });
    expect(await savedRows(member.id, refs.thread)).toHaveLength(0);
  });

  it(`shows at most ${SAVED_ITEMS_MAX}, filling the list past items that are gone`, async () => {
    const member = await createTestUser(t.db);
    const count = SAVED_ITEMS_MAX + 20;
    const rows = await t.db
      .insert(recipes)
      .values(Array.from({ length: count }, (_, i) => ({ slug: `many-${member.id}-${i}`, title: `Many ${i}` })))
      .returning({ id: recipes.id });
    const base = Date.UTC(2025, 0, 1);
    await t.db.insert(savedItems).values(
      rows.map((row, i) => ({
        userId: member.id,
        contentType: 'recipe' as const,
        contentId: row.id,
        createdAt: new Date(base + i * 1000),
      })),
    );
    // The ten newest are gone, so the first page of rows holds only 490 that can be shown.
    const gone = rows.slice(-10).map((row) => row.id);
    for (const id of gone) await t.db.delete(recipes).where(eq(recipes.id, id));

    const { caller } = await callerFor(t.db, member);
    const list = await caller.reactions.saved.list();
    expect(list).toHaveLength(SAVED_ITEMS_MAX);
    const expected = rows
      .slice(0, -10)
      .reverse()
      .slice(0, SAVED_ITEMS_MAX)
      .map((row) => row.id);
    expect(list.map((item) => item.contentId)).toEqual(expected);
  });

  it('stores one row for 50 concurrent saves by one member', async () => {
    const { refs } = await oneOfEach();
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    const answers = await Promise.all(Array.from({ length: 50 }, () => caller.reactions.saved.save(refs.thread)));
    for (const answer of answers) expect(answer).toEqual({ saved: true });
    expect(await savedRows(member.id, refs.thread)).toHaveLength(1);
  });
});

describe('content targets', () => {
  it('loads what a list shows with one query per content type, however many items', async () => {
    const topic = await createTestTopic(t.db);
    const author = await createTestUser(t.db);
    const refs: ContentRef[] = [];
    for (let i = 0; i < 3; i++) {
      refs.push({ contentType: 'recipe', contentId: (await createTestRecipe(t.db)).id });
      refs.push({ contentType: 'blog_post', contentId: (await createTestPost(t.db)).id });
      refs.push({ contentType: 'resource', contentId: (await createTestResource(t.db)).id });
      refs.push({ contentType: 'thread', contentId: (await createTestThread(t.db, { topicId: topic.id, authorId: author.id })).id });
    }
    const select = vi.spyOn(t.db, 'select');
    try {
      const summaries = await contentSummaries(t.db, refs);
      expect(select).toHaveBeenCalledTimes(4);
      expect([...summaries.keys()].sort()).toEqual(refs.map(contentKey).sort());
    } finally {
      select.mockRestore();
    }
  });

  it('cuts a long thread to the start of its text', async () => {
    const topic = await createTestTopic(t.db);
    const author = await createTestUser(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, content: 'word '.repeat(500) });
    const ref = { contentType: 'thread', contentId: thread.id } as const;
    const summary = (await contentSummaries(t.db, [ref])).get(contentKey(ref))!;
    expect(summary.description.length).toBeLessThanOrEqual(THREAD_DESCRIPTION_MAX + 1);
    expect(summary.description).toMatch(/^word word .*word…$/);
  });

  it('treats a scheduled blog post as not there yet, and recipes and resources as public once they exist', async () => {
    const scheduled = await createTestPost(t.db, { publishedAt: new Date(Date.now() + 60_000) });
    await expect(assertContentExists(t.db, { contentType: 'blog_post', contentId: scheduled.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [resource] = await t.db.insert(resources).values({ title: 'Bare' }).returning();
    await expect(assertContentExists(t.db, { contentType: 'resource', contentId: resource!.id })).resolves.toBeUndefined();
  });
});
