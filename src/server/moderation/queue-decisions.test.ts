import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { QUEUE_PAGE_MAX, type ReportReason, type ReportTargetType } from '../../shared/rules/moderation';
import type { Role } from '../../shared/rules/roles';
import { COMMENT_LIMITS } from '../../shared/constants/comments';
import { createTestReply, createTestThread, createTestTopic } from '../../test/community-factories';
import { createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { auditLog, comments, forumReplies, forumThreads, postRevisions, reviewItems } from '../db/schema';

const t = useTestDb();

async function person(role: Role = 'member') {
  const user = await createTestUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.db, user), caller: (await callerFor(t.db, user)).caller };
}

async function post() {
  const author = await person();
  const topic = await createTestTopic(t.db);
  const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.user.id, title: 'Where to buy cheap nappies' });
  const reply = await createTestReply(t.db, { threadId: thread.id, authorId: author.user.id, content: 'Message me to buy!' });
  return { author, thread, reply };
}

/** `count` members each report the target; its review item as it stands. */
async function reported(targetType: ReportTargetType, targetId: number, count = 1, reason: ReportReason = 'spam') {
  for (let i = 0; i < count; i += 1) {
    const { caller } = await person();
    await caller.moderation.reports.create({ targetType, targetId, reason });
  }
  const [item] = await t.db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.targetType, targetType), eq(reviewItems.targetId, targetId)));
  return item!;
}

const replyRow = async (id: number) => (await t.db.select().from(forumReplies).where(eq(forumReplies.id, id)))[0]!;
const threadRow = async (id: number) => (await t.db.select().from(forumThreads).where(eq(forumThreads.id, id)))[0]!;

describe('the edit decision', () => {
  it("changes a hidden reply's text as the forum's moderator edit does, shows it again, and keeps the text before as a revision", async () => {
    const { reply } = await post();
    const item = await reported('reply', reply.id, 3);
    expect((await replyRow(reply.id)).status).toBe('hidden');
    const moderator = await person('moderator');

    const decided = await moderator.caller.moderation.queue.decide({
      id: item.id,
      version: item.version,
      action: 'edit',
      content: 'Please ask the admins before selling here.',
    });

    expect(decided).toMatchObject({ status: 'kept' });
    const after = await replyRow(reply.id);
    expect(after).toMatchObject({ status: 'published', content: 'Please ask the admins before selling here.' });
    expect(after.moderatorEditedAt).toBeInstanceOf(Date);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.user.id));
    expect(entries.map((entry) => [entry.action, entry.entityType])).toEqual([
      ['update', 'forum_reply'],
      ['decide', 'review_reply'],
    ]);
    const { items } = await moderator.caller.moderation.queue.list({ status: 'kept', targetType: 'reply', targetId: reply.id });
    expect(items[0]).toMatchObject({ decision: 'edit', currentText: 'Please ask the admins before selling here.' });
    expect(items[0]!.revisions).toEqual([
      {
        title: null,
        content: 'Message me to buy!',
        editedBy: { id: moderator.user.id, username: moderator.user.username },
        createdAt: expect.any(Date),
      },
    ]);
  });

  it("a thread's edit needs its title; a reply's text is held to the reply's rule; a profile can't be edited (400, nothing changes)", async () => {
    const { thread, reply, author } = await post();
    const moderator = await person('moderator');
    const threadItem = await reported('thread', thread.id);
    await expect(
      moderator.caller.moderation.queue.decide({ id: threadItem.id, version: threadItem.version, action: 'edit', content: 'New text' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MODERATION_TEXT.editNeedsTitle });
    const replyItem = await reported('reply', reply.id);
    await expect(
      moderator.caller.moderation.queue.decide({ id: replyItem.id, version: replyItem.version, action: 'edit', content: 'x'.repeat(6000) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const profileItem = await reported('profile', author.user.id);
    await expect(
      moderator.caller.moderation.queue.decide({ id: profileItem.id, version: profileItem.version, action: 'edit', content: 'Hi' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MODERATION_TEXT.editOnlyPosts });
    await expect(
      moderator.caller.moderation.queue.decide({ id: replyItem.id, version: replyItem.version, action: 'edit' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await replyRow(reply.id)).content).toBe('Message me to buy!');
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, replyItem.id)))[0]!.status).toBe('pending');

    await moderator.caller.moderation.queue.decide({
      id: threadItem.id,
      version: threadItem.version,
      action: 'edit',
      title: 'Where to find nappies',
      content: 'Which shops have good prices?',
    });
    expect(await threadRow(thread.id)).toMatchObject({ title: 'Where to find nappies', content: 'Which shops have good prices?' });
  });
});

describe('the edit decision on a comment', () => {
  it('changes a hidden comment as the forum\'s moderator edit does: shown again, "Edited by a moderator", the text before kept; its rule holds (400)', async () => {
    const recipe = await createTestRecipe(t.db);
    const author = await person();
    const comment = await author.caller.comments.create({
      contentType: 'recipe',
      contentId: recipe.id,
      body: 'Message me to buy!',
      rating: 4,
    });
    const item = await reported('comment', comment.id, 3);
    const moderator = await person('moderator');
    const [listed] = (await moderator.caller.moderation.queue.list({ targetType: 'comment', targetId: comment.id })).items;
    // The edit dialog starts from the comment's text.
    expect(listed!.currentPost).toEqual({ title: null, content: 'Message me to buy!' });
    await expect(
      moderator.caller.moderation.queue.decide({
        id: item.id,
        version: item.version,
        action: 'edit',
        content: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const decided = await moderator.caller.moderation.queue.decide({
      id: item.id,
      version: item.version,
      action: 'edit',
      content: 'Please ask the admins before selling here.',
    });

    expect(decided).toMatchObject({ status: 'kept' });
    const [row] = await t.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row).toMatchObject({ status: 'published', body: 'Please ask the admins before selling here.', rating: 4, editedAt: null });
    expect(row!.moderatorEditedAt).toBeInstanceOf(Date);
    const [shown] = (await (await callerFor(t.db)).caller.comments.list({ contentType: 'recipe', contentId: recipe.id })).items;
    expect(shown).toMatchObject({ body: 'Please ask the admins before selling here.', moderatorEdited: true });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.user.id));
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.before])).toEqual([
      ['update', 'comment', { body: 'Message me to buy!' }],
      ['decide', 'review_comment', { status: 'pending', hidden: true }],
    ]);
    const { items } = await moderator.caller.moderation.queue.list({ status: 'kept', targetType: 'comment', targetId: comment.id });
    expect(items[0]).toMatchObject({ decision: 'edit', currentText: 'Please ask the admins before selling here.' });
    expect(items[0]!.revisions).toEqual([
      {
        title: null,
        content: 'Message me to buy!',
        editedBy: { id: moderator.user.id, username: moderator.user.username },
        createdAt: expect.any(Date),
      },
    ]);
    // She is told, as of a forum post the team edited, and may appeal.
    expect((await author.caller.moderation.decisions.mine()).map((decision) => decision.kind)).toEqual(['edit']);
  });
});

describe('the lock decision', () => {
  it('locks a hidden thread with the support note, shows it again, and the kept public answer carries the note', async () => {
    const { thread } = await post();
    const item = await reported('thread', thread.id, 3);
    const app = testApp(t.db);
    const page = async () => (await (await app.request(`/api/community/threads/${thread.id}`)).json()) as Record<string, unknown>;
    expect(await page()).toMatchObject({ hidden: true, lockNote: null });

    const moderator = await person('moderator');
    const note = MODERATION_TEXT.templates.lockNote.text;
    const res = await app.request(
      `/api/admin/moderation/items/${item.id}/decision`,
      jsonRequest('POST', { action: 'lock', version: item.version, supportNote: note }, { cookie: moderator.cookie }),
    );
    expect(res.status).toBe(200);
    expect(await threadRow(thread.id)).toMatchObject({ status: 'published', locked: true, lockNote: note });
    expect(await page()).toMatchObject({ hidden: false, locked: true, lockNote: note, title: 'Where to buy cheap nappies' });
    const [lockEntry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, moderator.user.id), eq(auditLog.action, 'moderate')));
    expect(lockEntry!.after).toMatchObject({ locked: true, lockNote: note });
  });

  it('locks only threads, and needs its note (400)', async () => {
    const { reply, thread } = await post();
    const moderator = await person('moderator');
    const replyItem = await reported('reply', reply.id);
    await expect(
      moderator.caller.moderation.queue.decide({ id: replyItem.id, version: replyItem.version, action: 'lock', supportNote: 'Take care' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MODERATION_TEXT.lockOnlyThreads });
    const threadItem = await reported('thread', thread.id);
    const res = await testApp(t.db).request(
      `/api/admin/moderation/items/${threadItem.id}/decision`,
      jsonRequest('POST', { action: 'lock', version: threadItem.version }, { cookie: moderator.cookie }),
    );
    expect(res.status).toBe(400);
    expect((await threadRow(thread.id)).locked).toBe(false);
  });

  it('unlocking the thread in the forum takes its note away', async () => {
    const { thread } = await post();
    const moderator = await person('moderator');
    await moderator.caller.community.threads.moderate({ id: thread.id, locked: true, lockNote: 'Resting for now.' });
    expect((await threadRow(thread.id)).lockNote).toBe('Resting for now.');
    await moderator.caller.community.threads.moderate({ id: thread.id, locked: false });
    expect(await threadRow(thread.id)).toMatchObject({ locked: false, lockNote: null });
  });
});

describe('revisions', () => {
  it("keeps a reported post's text before each edit by its author, and nothing for a post nobody reported", async () => {
    const { thread, reply, author } = await post();
    await author.caller.community.replies.update({ id: reply.id, content: 'Not reported yet, edited freely' });
    await reported('thread', thread.id);
    await author.caller.community.threads.update({ id: thread.id, title: 'Cheap nappies, anyone?', content: 'Where do you shop?' });
    await author.caller.community.threads.update({ id: thread.id, title: 'Cheap nappies, anyone?', content: 'Where do you shop?' });
    const rows = await t.db.select().from(postRevisions).where(eq(postRevisions.targetId, thread.id));
    expect(rows.filter((row) => row.targetType === 'thread').map((row) => [row.title, row.editedBy])).toEqual([
      ['Where to buy cheap nappies', author.user.id],
    ]);
    const replyRevisions = await t.db
      .select()
      .from(postRevisions)
      .where(and(eq(postRevisions.targetType, 'reply'), eq(postRevisions.targetId, reply.id)));
    expect(replyRevisions).toEqual([]);
  });
});

describe('bulk decisions', () => {
  it('decides each item on its own: the current ones go through, a stale one and a missing one are said so, each an audit entry', async () => {
    const [a, b, c] = [await post(), await post(), await post()];
    const items = [await reported('thread', a.thread.id, 3), await reported('thread', b.thread.id), await reported('reply', c.reply.id)];
    const moderator = await person('moderator');
    const res = await testApp(t.db).request(
      '/api/admin/moderation/decisions',
      jsonRequest(
        'POST',
        {
          action: 'remove',
          items: [
            { id: items[0]!.id, version: items[0]!.version },
            { id: items[1]!.id, version: items[1]!.version - 1 },
            { id: items[2]!.id, version: items[2]!.version },
            { id: 999_999, version: 1 },
          ],
        },
        { cookie: moderator.cookie },
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: items[0]!.id, result: 'decided', status: 'removed', version: items[0]!.version + 1 },
      { id: items[1]!.id, result: 'stale', error: MODERATION_TEXT.staleDecision },
      { id: items[2]!.id, result: 'decided', status: 'removed', version: items[2]!.version + 1 },
      { id: 999_999, result: 'missing', error: MODERATION_TEXT.itemNotFound },
    ]);
    expect((await threadRow(a.thread.id)).status).toBe('removed');
    expect((await threadRow(b.thread.id)).status).toBe('published');
    expect((await replyRow(c.reply.id)).status).toBe('removed');
    const decisions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, moderator.user.id), eq(auditLog.action, 'decide')));
    expect(decisions).toHaveLength(2);
  });

  it(`takes at most ${QUEUE_PAGE_MAX} items, each once, and only keep, remove or ignore (400)`, async () => {
    const { cookie } = await person('admin');
    const app = testApp(t.db);
    const send = (body: unknown) => app.request('/api/admin/moderation/decisions', jsonRequest('POST', body, { cookie }));
    const many = Array.from({ length: QUEUE_PAGE_MAX + 1 }, (_, i) => ({ id: i + 1, version: 1 }));
    for (const body of [
      { action: 'keep', items: many },
      { action: 'keep', items: [] },
      {
        action: 'keep',
        items: [
          { id: 1, version: 1 },
          { id: 1, version: 2 },
        ],
      },
      { action: 'edit', items: [{ id: 1, version: 1 }] },
    ]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await send({ action: 'keep', items: many.slice(0, QUEUE_PAGE_MAX) })).status).toBe(200);
  });
});

describe("the author's history and the pending count", () => {
  it("shows beside each item how many of the author's earlier items were removed and kept, and her penalties", async () => {
    const { author, thread, reply } = await post();
    const moderator = await person('moderator');
    const first = await reported('reply', reply.id);
    await moderator.caller.moderation.queue.decide({ id: first.id, version: first.version, action: 'remove' });
    const second = await reported('thread', thread.id);
    await moderator.caller.moderation.queue.decide({ id: second.id, version: second.version, action: 'keep' });
    const third = await reported('profile', author.user.id);
    await moderator.caller.moderation.penalties.create({ memberId: author.user.id, kind: 'warn', days: null, reason: 'Be kind' });

    const { items } = await moderator.caller.moderation.queue.list({ targetType: 'profile', targetId: author.user.id });
    expect(items.map((item) => [item.id, item.authorHistory])).toEqual([[third.id, { removed: 1, kept: 1, penalties: 1 }]]);
    const kept = await moderator.caller.moderation.queue.list({ status: 'kept', targetType: 'thread', targetId: thread.id });
    expect(kept.items[0]!.authorHistory).toEqual({ removed: 1, kept: 0, penalties: 1 });
  });

  it('counts the items waiting for a decision', async () => {
    const moderator = await person('moderator');
    const before = (await moderator.caller.moderation.queue.pendingCount()).count;
    const { thread, reply } = await post();
    await reported('thread', thread.id);
    const item = await reported('reply', reply.id);
    expect((await moderator.caller.moderation.queue.pendingCount()).count).toBe(before + 2);
    await moderator.caller.moderation.queue.decide({ id: item.id, version: item.version, action: 'ignore' });
    expect((await moderator.caller.moderation.queue.pendingCount()).count).toBe(before + 1);
  });
});

describe('the queue filters by member and date', () => {
  it("lists one author's items, and those first reported within Sydney days; a bad day is a 400", async () => {
    const a = await post();
    const b = await post();
    const moderator = await person('moderator');
    const first = await reported('thread', a.thread.id);
    const second = await reported('thread', b.thread.id);
    await t.db
      .update(reviewItems)
      .set({ firstReportedAt: new Date('2026-03-10T02:00:00Z') })
      .where(eq(reviewItems.id, first.id));
    await t.db
      .update(reviewItems)
      .set({ firstReportedAt: new Date('2026-03-11T02:00:00Z') })
      .where(eq(reviewItems.id, second.id));
    const ids = async (input: Record<string, unknown>) =>
      (await moderator.caller.moderation.queue.list(input)).items
        .map((item) => item.id)
        .filter((id) => id === first.id || id === second.id);
    expect(await ids({ authorId: a.author.user.id })).toEqual([first.id]);
    expect(await ids({ from: '2026-03-11' })).toEqual([second.id]);
    expect(await ids({ to: '2026-03-10' })).toEqual([first.id]);
    expect(await ids({ from: '2026-03-10', to: '2026-03-11' })).toEqual([first.id, second.id]);
    const app = testApp(t.db);
    for (const bad of ['2026-02-31', '2026-3-1', 'yesterday']) {
      const res = await app.request(`/api/admin/moderation/items?from=${bad}`, { headers: { cookie: moderator.cookie } });
      expect(res.status, bad).toBe(400);
    }
  });
});
