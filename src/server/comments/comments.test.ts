import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { createTestComment } from '../../test/comment-factories';
import { createTestPost, createTestRecipe, createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import type { SessionUser } from '../auth/session';
import { comments, memberPenalties, notifications, pointsLedger, postRevisions } from '../db/schema';

const t = useTestDb();

async function member(role: 'member' | 'moderator' | 'admin' = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, ...(await callerFor(t.db, user)) };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
  );

async function pointsOf(user: SessionUser) {
  const rows = await t.db.select({ amount: pointsLedger.amount }).from(pointsLedger).where(eq(pointsLedger.userId, user.id));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

async function notificationsOf(user: SessionUser) {
  return t.db.select().from(notifications).where(eq(notifications.userId, user.id));
}

describe('comments (issue 33)', () => {
  it('a member comments on a recipe; everyone reads it, with its author, level and the count', async () => {
    const recipe = await createTestRecipe(t.db);
    const amy = await member();
    const created = await amy.caller.comments.create({
      contentType: 'recipe',
      contentId: recipe.id,
      body: 'Swapped the butter for olive oil',
    });
    expect(created).toMatchObject({ status: 'published', parentId: null, deleted: false, byTeam: false, rating: null, replies: [] });
    const visitor = (await callerFor(t.db)).caller;
    const page = await visitor.comments.list({ contentType: 'recipe', contentId: recipe.id });
    expect(page.items.map((c) => c.body)).toEqual(['Swapped the butter for olive oil']);
    expect(page.items[0]!.author).toMatchObject({ id: amy.user.id, username: amy.user.username, level: 1 });
    expect(await visitor.comments.count({ contentType: 'recipe', contentId: recipe.id })).toEqual({ count: 1 });
    // 0.25 points, as the `comment` action's default.
    expect(await pointsOf(amy.user)).toBe(25);
  });

  it('an unknown or unpublished item is 404; a visitor 401; bad input 400', async () => {
    const draft = await createTestPost(t.db, { status: 'draft' });
    const visitor = (await callerFor(t.db)).caller;
    expect(await errorOf(visitor.comments.list({ contentType: 'blog_post', contentId: draft.id }))).toMatch(/^NOT_FOUND/);
    expect(await errorOf(visitor.comments.count({ contentType: 'recipe', contentId: 999_999 }))).toMatch(/^NOT_FOUND/);
    expect(await errorOf(visitor.comments.create({ contentType: 'recipe', contentId: 1, body: 'Hi' }))).toMatch(/^UNAUTHORIZED/);
    const amy = await member();
    const recipe = await createTestRecipe(t.db);
    for (const input of [
      { contentType: 'recipe', contentId: recipe.id, body: '' },
      { contentType: 'recipe', contentId: recipe.id, body: 'x'.repeat(2001) },
      { contentType: 'thread', contentId: recipe.id, body: 'Hi' },
      { contentType: 'recipe', contentId: recipe.id, body: 'Hi', rating: 6 },
    ]) {
      expect(await errorOf(amy.caller.comments.create(input as never))).toMatch(/^BAD_REQUEST/);
    }
    const post = await createTestPost(t.db, { status: 'published', publishedAt: new Date(Date.now() - 60_000) });
    expect(await errorOf(amy.caller.comments.create({ contentType: 'blog_post', contentId: post.id, body: 'Hi', rating: 4 }))).toBe(
      `BAD_REQUEST: ${COMMENT_TEXT.ratingOnlyRecipes}`,
    );
  });

  it('a reply to a reply attaches to its top-level comment and records whom it answers; both are told', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea, cat] = [await member(), await member(), await member()];
    const top = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Lovely' });
    const reply = await bea.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Agreed', parentId: top.id });
    const answer = await cat.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Me too', parentId: reply.id });
    expect(reply).toMatchObject({ parentId: top.id, replyingTo: null });
    expect(answer).toMatchObject({ parentId: top.id, replyingTo: { id: bea.user.id, username: bea.user.username } });
    const page = await (await callerFor(t.db)).caller.comments.list({ contentType: 'recipe', contentId: recipe.id });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ replyCount: 2 });
    expect(page.items[0]!.replies.map((r) => r.id)).toEqual([reply.id, answer.id]);
    const title = (name: string) => COMMENT_TEXT.replyTitle(name);
    expect((await notificationsOf(amy.user)).map((n) => [n.type, n.title])).toEqual(
      expect.arrayContaining([['thread_reply', title(bea.user.username)]]),
    );
    expect((await notificationsOf(bea.user)).map((n) => [n.type, n.title])).toEqual([['thread_reply', title(cat.user.username)]]);
  });

  it('mentions notify (`tag`)', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea] = [await member(), await member()];
    await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: `Try this @${bea.user.username}` });
    expect((await notificationsOf(bea.user)).map((n) => n.type)).toEqual(['tag']);
  });

  it('an edit within the hour is shown as edited and keeps the earlier text; after an hour 403', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea] = [await member(), await member()];
    const created = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'First go' });
    expect(await errorOf(bea.caller.comments.update({ id: created.id, body: 'Mine now' }))).toBe(`FORBIDDEN: ${COMMENT_TEXT.notYours}`);
    const edited = await amy.caller.comments.update({ id: created.id, body: 'Second go' });
    expect(edited.body).toBe('Second go');
    expect(edited.editedAt).not.toBeNull();
    const revisions = await t.db.select().from(postRevisions).where(eq(postRevisions.targetId, created.id));
    expect(revisions.map((r) => [r.targetType, r.content])).toEqual([['comment', 'First go']]);
    // The database's clock is the one that wrote createdAt: the comment is moved an hour and a minute back.
    await t.db
      .update(comments)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(comments.id, created.id));
    expect(await errorOf(amy.caller.comments.update({ id: created.id, body: 'Third go' }))).toBe(
      `FORBIDDEN: ${COMMENT_TEXT.editWindowPassed}`,
    );
  });

  it('delete: a comment with replies says so and keeps its replies; one without goes; points go with it', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea] = [await member(), await member()];
    const top = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Top' });
    const reply = await bea.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Reply', parentId: top.id });
    expect(await errorOf(bea.caller.comments.delete({ id: top.id }))).toMatch(/^FORBIDDEN/);
    expect(await amy.caller.comments.delete({ id: top.id })).toEqual({ ok: true });
    const visitor = (await callerFor(t.db)).caller;
    const [shown] = (await visitor.comments.list({ contentType: 'recipe', contentId: recipe.id })).items;
    expect(shown).toMatchObject({ id: top.id, deleted: true, body: COMMENT_TEXT.deletedBody, author: null });
    expect(shown!.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(await pointsOf(amy.user)).toBe(0);
    await bea.caller.comments.delete({ id: reply.id });
    expect(await t.db.select().from(comments).where(eq(comments.id, reply.id))).toEqual([]);
    expect(await visitor.comments.count({ contentType: 'recipe', contentId: recipe.id })).toEqual({ count: 0 });
  });

  it('comments off for the item or site-wide: 403; a silenced member 403 with the moderation message', async () => {
    const closed = await createTestRecipe(t.db, { commentsOpen: false });
    const open = await createTestRecipe(t.db);
    const amy = await member();
    expect(await errorOf(amy.caller.comments.create({ contentType: 'recipe', contentId: closed.id, body: 'Hi' }))).toBe(
      `FORBIDDEN: ${COMMENT_TEXT.closedHere}`,
    );
    const admin = await member('admin');
    await admin.caller.admin.comments.settings.save({ mode: 'off' });
    const later = await callerFor(t.db, amy.user);
    expect(await errorOf(later.caller.comments.create({ contentType: 'recipe', contentId: open.id, body: 'Hi' }))).toBe(
      `FORBIDDEN: ${COMMENT_TEXT.closedSiteWide}`,
    );
    await admin.caller.admin.comments.settings.save({ mode: 'open' });
    const bea = await member();
    await t.db.insert(memberPenalties).values({
      userId: bea.user.id,
      kind: 'silence',
      reason: 'Spam',
      endsAt: new Date(Date.now() + 86_400_000),
      createdBy: admin.user.id,
    } as never);
    const silenced = await errorOf(bea.caller.comments.create({ contentType: 'recipe', contentId: open.id, body: 'Hi' }));
    expect(silenced).toMatch(/^FORBIDDEN: /);
    expect(silenced).not.toContain(COMMENT_TEXT.closedHere);
  });

  it('20 parallel comments on one recipe give an exact count, and the 21st in the hour is 429', async () => {
    const recipe = await createTestRecipe(t.db);
    const amy = await member();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: `Comment ${i}` }),
      ),
    );
    const visitor = (await callerFor(t.db)).caller;
    expect(await visitor.comments.count({ contentType: 'recipe', contentId: recipe.id })).toEqual({ count: 20 });
    expect((await visitor.comments.list({ contentType: 'recipe', contentId: recipe.id, limit: 50 })).items).toHaveLength(20);
    expect(await errorOf(amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'One more' }))).toMatch(
      /^TOO_MANY_REQUESTS/,
    );
    // The daily cap of the `comment` action: 20 earn.
    expect(await pointsOf(amy.user)).toBe(20 * 25);
  });

  it('mode "all": a held comment is invisible to others, visible to its author, then published with points and notice on approval', async () => {
    const recipe = await createTestRecipe(t.db);
    const admin = await member('admin');
    await admin.caller.admin.comments.settings.save({ mode: 'all' });
    const amy = await member();
    const held = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Four stars', rating: 4 });
    expect(held.status).toBe('pending');
    const visitor = (await callerFor(t.db)).caller;
    expect((await visitor.comments.list({ contentType: 'recipe', contentId: recipe.id })).items).toEqual([]);
    expect(await visitor.comments.ratings({ contentType: 'recipe', contentId: recipe.id })).toEqual({ average: null, count: 0 });
    expect((await amy.caller.comments.mine({ contentType: 'recipe', contentId: recipe.id })).map((c) => c.id)).toEqual([held.id]);
    expect(await pointsOf(amy.user)).toBe(0);

    const moderator = await member('moderator');
    expect(await moderator.caller.admin.comments.pendingCount()).toEqual({ count: 1 });
    expect((await moderator.caller.admin.comments.pending({})).items.map((c) => c.id)).toEqual([held.id]);
    expect(await moderator.caller.admin.comments.decide({ ids: [held.id], action: 'approve' })).toEqual({ done: [held.id], failed: [] });

    const after = (await callerFor(t.db)).caller;
    expect((await after.comments.list({ contentType: 'recipe', contentId: recipe.id })).items.map((c) => c.id)).toEqual([held.id]);
    expect(await pointsOf(amy.user)).toBe(25);
    expect((await notificationsOf(amy.user)).map((n) => [n.type, n.title])).toEqual([['other', COMMENT_TEXT.approvedTitle]]);
    expect(await after.content.recipes.bySlug({ slug: recipe.slug })).toMatchObject({ rating: { average: 4, count: 1 } });
    await admin.caller.admin.comments.settings.save({ mode: 'open' });
  });

  it('two or more links hold a comment in mode "open"', async () => {
    const recipe = await createTestRecipe(t.db);
    const amy = await member();
    const held = await amy.caller.comments.create({
      contentType: 'recipe',
      contentId: recipe.id,
      body: 'See https://raisingchildren.net.au/a and https://raisingchildren.net.au/b',
    });
    expect(held.status).toBe('pending');
  });

  it('ratings: one rated comment per member and recipe (a second replaces the first); edits and removal move the rating; the team rates nothing', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea] = [await member(), await member()];
    const ratingOf = async () => (await (await callerFor(t.db)).caller.content.recipes.bySlug({ slug: recipe.slug })).rating;
    expect(await ratingOf()).toBeNull();
    const first = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Good', rating: 3 });
    await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Better second time', rating: 5 });
    expect((await t.db.select({ rating: comments.rating }).from(comments).where(eq(comments.id, first.id)))[0]!.rating).toBeNull();
    expect(await ratingOf()).toEqual({ average: 5, count: 1 });
    const beas = await bea.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Fine', rating: 2 });
    expect(await ratingOf()).toEqual({ average: 3.5, count: 2 });
    await bea.caller.comments.update({ id: beas.id, body: 'Fine', rating: 4 });
    expect(await ratingOf()).toEqual({ average: 4.5, count: 2 });
    const moderator = await member('moderator');
    await moderator.caller.admin.comments.decide({ ids: [beas.id], action: 'remove', reason: 'spam' });
    expect(await ratingOf()).toEqual({ average: 5, count: 1 });
    await moderator.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'From the team', rating: 1 });
    expect(await ratingOf()).toEqual({ average: 5, count: 1 });
    // Removal took back Bea's points and told her, as a decision she may appeal.
    expect(await pointsOf(bea.user)).toBe(0);
    expect((await bea.caller.moderation.decisions.mine()).map((d) => d.kind)).toEqual(['remove']);
    expect(await pointsOf(moderator.user)).toBe(0);
  });

  it('reports on comments reach the queue, and the queue decides them', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea] = [await member(), await member()];
    const comment = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Buy my stuff' });
    await bea.caller.moderation.reports.create({ targetType: 'comment', targetId: comment.id, reason: 'spam' });
    const moderator = await member('moderator');
    const queue = await moderator.caller.moderation.queue.list({ targetType: 'comment', targetId: comment.id });
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ targetId: comment.id, currentText: 'Buy my stuff', reportCount: 1 });
    const list = await moderator.caller.admin.comments.list({ reported: true, q: 'Buy my' });
    expect(list.items.map((c) => [c.id, c.reportCount])).toEqual([[comment.id, 1]]);
    await moderator.caller.moderation.queue.decide({ id: queue.items[0]!.id, version: queue.items[0]!.version, action: 'remove' });
    const visitor = (await callerFor(t.db)).caller;
    expect(await visitor.comments.count({ contentType: 'recipe', contentId: recipe.id })).toEqual({ count: 0 });
    expect(await pointsOf(amy.user)).toBe(0);
  });

  it('"Reply as the team" carries the badge; a comment can be liked but not saved', async () => {
    const recipe = await createTestRecipe(t.db);
    const amy = await member();
    const comment = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Question?' });
    const moderator = await member('moderator');
    const answer = await moderator.caller.admin.comments.replyAsTeam({ commentId: comment.id, body: 'Answer!' });
    expect(answer).toMatchObject({ byTeam: true, parentId: comment.id });
    const bea = await member();
    expect(await bea.caller.reactions.likes.like({ contentType: 'comment', contentId: comment.id })).toEqual({ liked: true, count: 1 });
    expect(await errorOf(bea.caller.reactions.saved.save({ contentType: 'comment', contentId: comment.id }))).toMatch(/^BAD_REQUEST/);
    const [shown] = (await (await callerFor(t.db)).caller.comments.list({ contentType: 'recipe', contentId: recipe.id })).items;
    expect(shown).toMatchObject({ likeCount: 1, replyCount: 1 });
  });
});

describe('whether an item takes comments, as its public answer says (commentsOpen)', () => {
  it("is the item's own switch and the site's mode; saving the mode drops the kept answers", async () => {
    const app = testApp(t.db);
    const open = await createTestRecipe(t.db);
    const closed = await createTestRecipe(t.db, { commentsOpen: false });
    const post = await createTestPost(t.db, { status: 'published', publishedAt: new Date(Date.now() - 60_000) });
    const resource = await createTestResource(t.db);
    const paths = [
      `/api/recipes/${open.slug}`,
      `/api/recipes/${closed.slug}`,
      `/api/blog-posts/${post.slug}`,
      `/api/resources/${resource.id}`,
    ];
    const openness = () =>
      Promise.all(
        paths.map(async (path) => {
          const response = await app.request(path);
          expect(response.status).toBe(200);
          return ((await response.json()) as { commentsOpen: boolean }).commentsOpen;
        }),
      );
    expect(await openness()).toEqual([true, false, true, true]);
    const admin = await createTestUser(t.db, { role: 'admin' });
    const save = async (mode: string) => {
      const response = await app.request('/trpc/admin.comments.settings.save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await sessionCookieFor(t.db, admin), origin: 'http://localhost:3000' },
        body: JSON.stringify({ json: { mode } }),
      });
      expect(response.status).toBe(200);
    };
    await save('off');
    expect(await openness()).toEqual([false, false, false, false]);
    await save('open');
    expect(await openness()).toEqual([true, false, true, true]);
  });
});

describe("a reply's place in its top-level comment's replyCount", () => {
  it('hidden (by reports or the team), removed or deleted it counts out; shown again it counts again; exact with 20 decisions at once', async () => {
    const recipe = await createTestRecipe(t.db);
    const [amy, bea, moderator] = [await member(), await member(), await member('moderator')];
    const top = await amy.caller.comments.create({ contentType: 'recipe', contentId: recipe.id, body: 'Top' });
    const replies: { id: number }[] = [];
    for (let i = 0; i < 20; i++) {
      replies.push(await createTestComment(t.db, { contentType: 'recipe', contentId: recipe.id, authorId: bea.user.id, parentId: top.id }));
    }
    await t.db.update(comments).set({ replyCount: 20 }).where(eq(comments.id, top.id));
    const shown = async () =>
      (await (await callerFor(t.db)).caller.comments.list({ contentType: 'recipe', contentId: recipe.id })).items[0]!.replyCount;
    const decide = (id: number, action: 'approve' | 'hide' | 'remove' | 'restore') =>
      moderator.caller.admin.comments.decide({ ids: [id], action, ...(action === 'remove' && { reason: 'spam' as const }) });
    const [r0, r1, r2, r3] = replies as [{ id: number }, { id: number }, { id: number }, { id: number }];

    // A team member's report hides at once; the queue's "keep" shows it again.
    await moderator.caller.moderation.reports.create({ targetType: 'comment', targetId: r0.id, reason: 'spam' });
    expect(await shown()).toBe(19);
    const [item] = (await moderator.caller.moderation.queue.list({ targetType: 'comment', targetId: r0.id })).items;
    await moderator.caller.moderation.queue.decide({ id: item!.id, version: item!.version, action: 'keep' });
    expect(await shown()).toBe(20);

    await decide(r1.id, 'hide');
    expect(await shown()).toBe(19);
    await decide(r1.id, 'remove');
    expect(await shown()).toBe(19);
    await decide(r1.id, 'restore');
    expect(await shown()).toBe(20);
    await decide(r2.id, 'hide');
    expect(await shown()).toBe(19);
    await decide(r2.id, 'approve');
    expect(await shown()).toBe(20);
    await decide(r3.id, 'hide');
    await bea.caller.comments.delete({ id: r3.id });
    expect(await shown()).toBe(19);

    const rest = replies.filter((reply) => reply.id !== r3.id);
    await Promise.all(rest.map((reply, i) => decide(reply.id, i % 2 === 0 ? 'hide' : 'remove')));
    expect(await shown()).toBe(0);
    await Promise.all(rest.map((reply, i) => decide(reply.id, i % 2 === 0 ? 'approve' : 'restore')));
    expect(await shown()).toBe(19);
    const [published] = await t.db
      .select({ count: count() })
      .from(comments)
      .where(and(eq(comments.parentId, top.id), eq(comments.status, 'published')));
    expect(published!.count).toBe(19);
  });
});

describe('comments over REST', () => {
  it('GET (array + X-Next-Cursor), count, POST 201/202, PATCH, DELETE, with their status codes', async () => {
    const app = testApp(t.db);
    const recipe = await createTestRecipe(t.db);
    const amy = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, amy);
    const send = (method: string, body?: unknown, withCookie = true) => jsonRequest(method, body, withCookie ? { cookie } : {});
    const body = { contentType: 'recipe', contentId: recipe.id, body: 'Lovely' };

    expect((await app.request('/api/comments', send('POST', body, false))).status).toBe(401);
    expect((await app.request('/api/comments', send('POST', { ...body, body: '' }))).status).toBe(400);
    const first = await app.request('/api/comments', send('POST', body));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    await app.request('/api/comments', send('POST', { ...body, body: 'Second' }));

    const page = await app.request(`/api/comments/recipe/${recipe.id}?limit=1`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { id: number }[]).map((c) => c.id)).toEqual([id]);
    const cursor = page.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const next = await app.request(`/api/comments/recipe/${recipe.id}?limit=1&cursor=${encodeURIComponent(cursor!)}`);
    expect(((await next.json()) as { body: string }[]).map((c) => c.body)).toEqual(['Second']);
    expect(await (await app.request(`/api/comments/recipe/${recipe.id}/count`)).json()).toEqual({ count: 2 });
    expect((await app.request(`/api/comments/recipe/999999`)).status).toBe(404);
    expect((await app.request(`/api/comments/thread/${recipe.id}`)).status).toBe(400);
    expect((await app.request(`/api/comments/recipe/${recipe.id}?limit=51`)).status).toBe(400);

    expect((await app.request(`/api/comments/${id}`, send('PATCH', { body: 'Edited' }))).status).toBe(200);
    expect((await app.request(`/api/comments/${id}`, send('DELETE'))).status).toBe(200);
    expect((await app.request(`/api/comments/${id}`, send('DELETE'))).status).toBe(404);
    expect(await (await app.request(`/api/comments/recipe/${recipe.id}/count`)).json()).toEqual({ count: 1 });

    const admin = await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    await admin.caller.admin.comments.settings.save({ mode: 'all' });
    const held = await testApp(t.db).request('/api/comments', send('POST', { ...body, body: 'Held' }));
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ status: 'pending' });
  });
});
