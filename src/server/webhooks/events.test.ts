import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../shared/constants/integrations';
import { sydneyMonthBounds, sydneyMonthOf } from '../../shared/lib/sydney-clock';
import { createGiveawayInput } from '../../shared/schemas/giveaways';
import { TEST_SCREENER, createTestThread, createTestTopic } from '../../test/community-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { createTestIntegration } from '../../test/integration-factories';
import { callerFor } from '../../test/server';
import { eraseMember } from '../account/erase-member';
import type { SessionUser } from '../auth/session';
import { blogPosts, forumThreads, jobs, webhookEndpoints, webhookMessages } from '../db/schema';
import { createReply } from '../community/replies';
import { createThread, publishHeldThread } from '../community/threads';
import { createGiveaway, drawGiveaway } from '../giveaways/admin';
import { createReport } from '../moderation/reports';
import { emitDuePost, POST_DUE_JOB } from './publish-events';

/**
 * Each domain change that integrations hear of queues its event in its own transaction, once, and
 * only when the post actually goes out (docs/ARCHITECTURE.md "Webhooks").
 */
describe('webhook events from the domain', () => {
  const t = useTestDb();
  let admin: SessionUser;

  beforeAll(async () => {
    admin = await createTestUser(t.db, { role: 'admin', username: 'eventadmin', email: 'eventadmin@example.com' });
    const integration = await createTestIntegration(t.db, { scopes: ['webhooks:manage', 'moderation:write'] });
    await t.db.insert(webhookEndpoints).values({
      integrationId: integration.id,
      url: 'https://hooks.example.com/in',
      events: [...WEBHOOK_EVENTS],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });
  beforeEach(async () => {
    await t.db.delete(webhookMessages);
  });

  /** Forgets what the setup queued (its members' sign-ups). */
  const forget = () => t.db.delete(webhookMessages);

  /** The events queued since the test began: type and data. */
  async function queued() {
    const rows = await t.db.select().from(webhookMessages).orderBy(webhookMessages.id);
    return rows.map((row) => JSON.parse(row.body) as { type: string; timestamp: string; data: Record<string, unknown> });
  }

  it('member.created at sign-up, member.deleted (its id only) at the erasure', async () => {
    const member = await createTestUser(t.db, { username: 'newmum', email: 'newmum@example.com' });
    await eraseMember(t.db, member.id, 'remove');
    const events = await queued();
    expect(events.map((e) => e.type)).toEqual(['member.created', 'member.deleted']);
    // This integration lacks members:email.
    expect(events[0]!.data).toEqual({ id: member.id, username: 'newmum', joinedAt: member.createdAt.toISOString() });
    expect(events[1]!.data).toEqual({ id: member.id });
  });

  it('thread.created and reply.created when published; a held thread only once approved', async () => {
    const author = await createTestUser(t.db);
    const topic = await createTestTopic(t.db);
    await forget();
    const thread = await createThread(
      t.db,
      author,
      { topicId: topic.id, title: 'Sleep regression', content: 'Four months in.' },
      TEST_SCREENER,
    );
    const reply = await createReply(t.db, author, { threadId: thread.id, content: 'Same here.' }, TEST_SCREENER);
    const held = await createTestThread(t.db, { topicId: topic.id, authorId: author.id, status: 'held' });
    expect((await queued()).map((e) => e.type)).toEqual(['thread.created', 'reply.created']);
    await t.db.transaction((tx) => publishHeldThread(tx, held.id));
    const events = await queued();
    expect(events.map((e) => e.data)).toEqual([
      { id: thread.id, title: 'Sleep regression', topicId: topic.id, path: `/community/thread/${thread.id}` },
      { id: reply.id, threadId: thread.id, path: `/community/thread/${thread.id}#reply-${reply.id}` },
      expect.objectContaining({ id: held.id, path: `/community/thread/${held.id}` }),
    ]);
    const [row] = await t.db.select({ status: forumThreads.status }).from(forumThreads).where(eq(forumThreads.id, held.id));
    expect(row!.status).toBe('published');
  });

  it('report.created never names the reporter', async () => {
    const author = await createTestUser(t.db);
    const reporter = await createTestUser(t.db, { username: 'whistle' });
    const topic = await createTestTopic(t.db);
    const thread = await createTestThread(t.db, { topicId: topic.id, authorId: author.id });
    await forget();
    const { report } = await createReport(
      t.db,
      reporter,
      { targetType: 'thread', targetId: thread.id, reason: 'spam', note: 'I am whistle' } as never,
      { hideThreshold: 3, publicUrl: 'http://localhost:3000' },
    );
    const [event] = await queued();
    expect(event).toMatchObject({
      type: 'report.created',
      data: { id: report.id, targetType: 'thread', targetId: thread.id, reason: 'spam' },
    });
    expect(JSON.stringify(event)).not.toMatch(/whistle|reporter/i);
  });

  it('post.published when a post goes live: now, or at its scheduled time by a job; a draft or an edit of a live post says nothing', async () => {
    const { caller } = await callerFor(t.db, admin);
    const base = {
      description: 'Gentle ways.',
      body: 'Swaddle.',
      image: '/uploads/covers/newborn.webp',
      categoryId: null,
      authorId: null,
      featured: false,
      seoTitle: null,
      seoDescription: null,
    };
    const draft = await caller.admin.blogPosts.create({ ...base, title: 'Draft post', slug: 'draft-post', status: 'draft' });
    expect(await queued()).toEqual([]);
    await caller.admin.blogPosts.update({ ...base, id: draft.id, title: 'Draft post', slug: 'draft-post', status: 'published' });
    await caller.admin.blogPosts.update({ ...base, id: draft.id, title: 'Draft post edited', slug: 'draft-post', status: 'published' });
    expect((await queued()).map((e) => e.data)).toEqual([
      { id: draft.id, slug: 'draft-post', title: 'Draft post', path: '/blog/draft-post' },
    ]);

    await t.db.delete(webhookMessages);
    const scheduled = await caller.admin.blogPosts.create({
      ...base,
      title: 'Later post',
      slug: 'later-post',
      status: 'scheduled',
      scheduledFor: '2099-01-01T09:00',
    });
    // Saved again unchanged: still one job for that time.
    await caller.admin.blogPosts.update({
      ...base,
      id: scheduled.id,
      title: 'Later post',
      slug: 'later-post',
      status: 'scheduled',
      scheduledFor: '2099-01-01T09:00',
    });
    expect(await queued()).toEqual([]);
    const due = await t.db.select().from(jobs).where(eq(jobs.kind, POST_DUE_JOB));
    expect(due).toHaveLength(1);
    const run = emitDuePost(t.db);
    // Its time come (the clock moved to it): the event goes out.
    const [post] = await t.db
      .update(blogPosts)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(blogPosts.id, scheduled.id))
      .returning();
    await run({ postId: scheduled.id, publishedAt: post!.publishedAt!.toISOString() }, undefined as never);
    // A job for a time the post no longer has (rescheduled) does nothing.
    await run(due[0]!.payload as { postId: number; publishedAt: string }, undefined as never);
    expect((await queued()).map((e) => e.type)).toEqual(['post.published']);
  });

  it('recipe.published at creation', async () => {
    const { caller } = await callerFor(t.db, admin);
    const recipe = await caller.admin.recipes.create({
      title: 'Banana Bread',
      slug: 'banana-bread-events',
      description: 'Moist and easy.',
      image: '/uploads/recipes/banana.webp',
      featured: false,
      prepTime: 15,
      cookTime: 50,
      difficulty: 'Easy',
      perfectFor: 'Toddlers',
      servings: 8,
      ingredients: [{ name: '', items: [{ quantity: '3', unit: '', item: 'ripe bananas', note: '' }] }],
      steps: ['Mash the bananas.'],
    });
    expect(await queued()).toEqual([
      expect.objectContaining({
        type: 'recipe.published',
        data: { id: recipe.id, slug: 'banana-bread-events', title: 'Banana Bread', path: '/recipes/banana-bread-events' },
      }),
    ]);
  });

  it('giveaway.drawn with the round and the public winner', async () => {
    const month = sydneyMonthOf(new Date());
    const afterClose = new Date(sydneyMonthBounds(month).end.getTime() + 86_400_000);
    const giveaway = await createGiveaway(
      t.db,
      admin,
      createGiveawayInput.parse({ month, prize: 'A voucher', terms: 'Open to members in Australia.', claimDays: 7 }),
    );
    await drawGiveaway(t.db, admin, giveaway.id, afterClose);
    const [event] = await queued();
    expect(event).toMatchObject({ type: 'giveaway.drawn', data: { id: giveaway.id, month, prize: 'A voucher', round: 1 } });
    expect(Object.keys(event!.data).sort()).toEqual(['id', 'month', 'prize', 'round', 'winnerUsername']);
  });
});
