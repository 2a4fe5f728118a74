import { TRPCError } from '@trpc/server';
import { wireFormat } from '../../shared/lib/wire-format';
import { describe, expect, it } from 'vitest';
import { REACTIONS_ITEMS_MAX } from '../../shared/constants/reactions';
import type { ContentRef } from '../../shared/schemas/reactions';
import { createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, sessionCookieFor, testApp } from '../../test/server';

const t = useTestDb();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: 'OTHER', message: String(error) },
  );
}

const recipeRef = (contentId: number): ContentRef => ({ contentType: 'recipe', contentId });

describe('reactions.forItems', () => {
  it("answers each item's like count and the member's own like and save, in the order asked", async () => {
    const [first, second, third] = [await createTestRecipe(t.db), await createTestRecipe(t.db), await createTestRecipe(t.db)];
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: (await createTestUser(t.db)).id });
    const member = await callerFor(t.db, await createTestUser(t.db));
    const others = [await callerFor(t.db, await createTestUser(t.db)), await callerFor(t.db, await createTestUser(t.db))];
    const threadRef: ContentRef = { contentType: 'thread', contentId: thread.id };

    await member.caller.reactions.likes.like(recipeRef(second!.id));
    for (const other of others) await other.caller.reactions.likes.like(recipeRef(second!.id));
    await others[0]!.caller.reactions.likes.like(recipeRef(third!.id));
    await member.caller.reactions.saved.save(recipeRef(third!.id));
    await others[1]!.caller.reactions.saved.save(recipeRef(first!.id));
    await member.caller.reactions.likes.like(threadRef);

    const items = [recipeRef(third!.id), threadRef, recipeRef(first!.id), recipeRef(second!.id)];
    expect(await member.caller.reactions.forItems({ items })).toEqual([
      { ...recipeRef(third!.id), liked: false, likeCount: 1, saved: true },
      { ...threadRef, liked: true, likeCount: 1, saved: false },
      { ...recipeRef(first!.id), liked: false, likeCount: 0, saved: false },
      { ...recipeRef(second!.id), liked: true, likeCount: 3, saved: false },
    ]);
    // The same answers as the single-item calls integrators use.
    for (const ref of items) {
      const [answer] = await member.caller.reactions.forItems({ items: [ref] });
      expect(answer).toEqual({
        ...ref,
        liked: (await member.caller.reactions.likes.status(ref)).liked,
        likeCount: (await member.caller.reactions.likes.count(ref)).count,
        saved: (await member.caller.reactions.saved.check(ref)).saved,
      });
    }
  });

  it('gives a visitor the counts, never liked or saved', async () => {
    const recipe = await createTestRecipe(t.db);
    const member = await callerFor(t.db, await createTestUser(t.db));
    await member.caller.reactions.likes.like(recipeRef(recipe.id));
    await member.caller.reactions.saved.save(recipeRef(recipe.id));

    const visitor = await callerFor(t.db);
    expect(await visitor.caller.reactions.forItems({ items: [recipeRef(recipe.id)] })).toEqual([
      { ...recipeRef(recipe.id), liked: false, likeCount: 1, saved: false },
    ]);
  });

  it("leaves out items that don't exist or aren't public, and answers each item once", async () => {
    const recipe = await createTestRecipe(t.db);
    const resource = await createTestResource(t.db);
    const draft = await createTestPost(t.db, { status: 'draft', publishedAt: null });
    const scheduled = await createTestPost(t.db, { publishedAt: new Date(Date.now() + 86_400_000) });
    const live = await createTestPost(t.db);
    const { caller } = await callerFor(t.db, await createTestUser(t.db));

    const answer = await caller.reactions.forItems({
      items: [
        recipeRef(recipe.id),
        recipeRef(recipe.id + 1000),
        { contentType: 'blog_post', contentId: draft.id },
        { contentType: 'blog_post', contentId: scheduled.id },
        { contentType: 'blog_post', contentId: live.id },
        { contentType: 'thread', contentId: 999_999 },
        { contentType: 'resource', contentId: resource.id },
        recipeRef(recipe.id),
      ],
    });
    expect(answer.map(({ contentType, contentId }) => [contentType, contentId])).toEqual([
      ['recipe', recipe.id],
      ['blog_post', live.id],
      ['resource', resource.id],
    ]);
    expect(await caller.reactions.forItems({ items: [] })).toEqual([]);
    expect(await caller.reactions.forItems({ items: [recipeRef(recipe.id + 1000)] })).toEqual([]);
  });

  it(`refuses bad items and more than ${REACTIONS_ITEMS_MAX} at once (BAD_REQUEST)`, async () => {
    const { caller } = await callerFor(t.db);
    const bad = [
      [{ contentType: 'banana', contentId: 1 }, /Content type must be one of: recipe, blog_post, resource, thread/],
      [{ contentType: 'recipe', contentId: 0 }, /Id must be positive/],
      [{ contentType: 'recipe', contentId: 'abc' }, /Id must be a number/],
      [{ contentType: 'recipe' }, /Id must be a number/],
    ] as const;
    for (const [item, message] of bad) {
      const error = await errorOf(caller.reactions.forItems({ items: [recipeRef(1), item as ContentRef] }));
      expect(error?.code, JSON.stringify(item)).toBe('BAD_REQUEST');
      expect(error?.message).toMatch(message);
    }
    const tooMany = Array.from({ length: REACTIONS_ITEMS_MAX + 1 }, (_, i) => recipeRef(1_000_000 + i));
    expect(await errorOf(caller.reactions.forItems({ items: tooMany }))).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(`At most ${REACTIONS_ITEMS_MAX} items at once`),
    });
    expect(await caller.reactions.forItems({ items: tooMany.slice(0, REACTIONS_ITEMS_MAX) })).toEqual([]);
    expect((await errorOf(caller.reactions.forItems({} as { items: ContentRef[] })))?.code).toBe('BAD_REQUEST');
  });

  it('answers 400 over HTTP for bad input, and 200 with the member’s state when signed in', async () => {
    const app = testApp(t.db);
    const recipe = await createTestRecipe(t.db);
    const user = await createTestUser(t.db);
    await (await callerFor(t.db, user)).caller.reactions.likes.like(recipeRef(recipe.id));
    const url = (items: unknown) => `/trpc/reactions.forItems?input=${encodeURIComponent(JSON.stringify(wireFormat.serialize({ items })))}`;

    const tooMany = await app.request(url(Array.from({ length: REACTIONS_ITEMS_MAX + 1 }, (_, i) => recipeRef(i + 1))));
    expect(tooMany.status).toBe(400);
    const badType = await app.request(url([{ contentType: 'banana', contentId: 1 }]));
    expect(badType.status).toBe(400);

    const ok = await app.request(url([recipeRef(recipe.id)]), { headers: { cookie: await sessionCookieFor(t.db, user) } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const body = (await ok.json()) as { result: { data: Parameters<typeof wireFormat.deserialize>[0] } };
    expect(wireFormat.deserialize(body.result.data)).toEqual([{ ...recipeRef(recipe.id), liked: true, likeCount: 1, saved: false }]);
  });
});
