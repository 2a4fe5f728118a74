import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_SERVICES } from '../../../shared/constants/safety';
import { DEFAULT_POINTS_RULES, type PointAction } from '../../../shared/constants/gamification';
import { fromHundredths, toHundredths } from '../../../shared/lib/levels';
import { extractMentions } from '../../../shared/lib/mentions';
import { sydneyDayOf } from '../../../shared/lib/sydney-clock';
import { registerInput } from '../../../shared/schemas/auth';
import { createReplyInput, createThreadInput, updateProfileInput } from '../../../shared/schemas/community';
import { createTestDb, useTestDb } from '../../../test/db';
import { authenticate, createTestUser } from '../../../test/factories';
import { memberStats } from '../../gamification/stats';
import type { Db } from '../client';
import {
  authors,
  blogCategories,
  blogPosts,
  comparisonCategories,
  comparisonProducts,
  emailCampaigns,
  forumReplies,
  forumThreads,
  forumTopics,
  likes,
  newsletterConsents,
  newsletterSubscribers,
  notifications,
  perkCategories,
  perks,
  pointsLedger,
  recipes,
  resourceCategories,
  resourceCategoryLinks,
  resources,
  savedItems,
  siteContent,
  users,
} from '../schema';
import { SEED_DATA_DIR, loadDemoData, loadProductionData } from './data';
import { seedDatabase } from './index';

const DEMO = loadDemoData();
const PRODUCTION = loadProductionData();
const { members: DEMO_MEMBERS, threads: DEMO_THREADS } = DEMO;
const { forumTopics: FORUM_TOPICS } = PRODUCTION;
const FIRST_MEMBER = DEMO_MEMBERS[0]!;

const t = useTestDb();

describe('seedDatabase', () => {
  it('fills an empty database with an admin and demo members, whose passwords work', async () => {
    const report = await seedDatabase(t.db, { admin: {}, demo: true });
    const admin = report.generatedCredentials.admin!;
    expect(admin.username).toBe('admin');
    expect(admin.password.length).toBeGreaterThanOrEqual(16);
    expect(await authenticate(t.db, admin)).toMatchObject({ username: 'admin', isAdmin: true });
    const member = await authenticate(t.db, {
      username: FIRST_MEMBER.username,
      password: report.generatedCredentials.demoMembers!.password,
    });
    expect(member).toMatchObject({ isAdmin: false });
    expect(report.generatedCredentials.demoMembers!.usernames).toEqual(DEMO_MEMBERS.map((m) => m.username));
    expect(await t.db.select().from(users)).toHaveLength(DEMO_MEMBERS.length + 1);
    // The whole demo, its points included.
  }, 60_000);

  it('does nothing on a later start', async () => {
    const report = await seedDatabase(t.db, { admin: {}, demo: true });
    expect(report.generatedCredentials).toEqual({});
    expect(await t.db.select().from(users)).toHaveLength(DEMO_MEMBERS.length + 1);
  });
});

describe('seedDatabase with ADMIN_* set', () => {
  it('creates that admin, and later promotes it and resets its password to the configured one', async () => {
    const handle = await createTestDb();
    try {
      const admin = { username: 'Boss', email: 'boss@example.com', password: 'a-long-admin-pass' };
      const report = await seedDatabase(handle.db, { admin, demo: false });
      expect(report.generatedCredentials).toEqual({});
      expect(await authenticate(handle.db, { username: 'boss', password: admin.password })).toMatchObject({ isAdmin: true });

      await handle.db.update(users).set({ role: 'member' }).where(eq(users.username, 'Boss'));
      await seedDatabase(handle.db, { admin: { ...admin, password: 'another-admin-pass' }, demo: false });
      expect(await authenticate(handle.db, { username: 'Boss', password: 'another-admin-pass' })).toMatchObject({
        isAdmin: true,
      });
    } finally {
      await handle.close();
    }
  });
});

describe('seedDatabase with an admin named like a demo member', () => {
  it('seeds the rest and starts', async () => {
    const handle = await createTestDb();
    try {
      const admin = { username: FIRST_MEMBER.username, email: 'boss@example.com', password: 'a-long-admin-pass' };
      await seedDatabase(handle.db, { admin, demo: true });
      const rows = await handle.db.select({ username: users.username, isAdmin: users.isAdmin }).from(users);
      expect(rows).toHaveLength(DEMO_MEMBERS.length);
      expect(rows.find((r) => r.username === admin.username)?.isAdmin).toBe(true);
    } finally {
      await handle.close();
    }
    // A database of its own and the whole demo seeded into it (about 10 s on a busy machine, twice that in its slow hours).
  }, 60_000);
});

const HOUR_MS = 60 * 60 * 1000;

async function rowCounts(db: Db) {
  const tables = {
    users,
    forumTopics,
    forumThreads,
    forumReplies,
    likes,
    savedItems,
    notifications,
    newsletterSubscribers,
    emailCampaigns,
  };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const));
  return Object.fromEntries(entries);
}

describe('the demo community', () => {
  // The database the tests above seeded (seeding again is a no-op), or a fresh seed when run alone.
  beforeAll(() => seedDatabase(t.db, { admin: {}, demo: true }));

  it('has the six topics and at least 24 threads, started and answered by at least 8 members', async () => {
    const topics = await t.db.select().from(forumTopics).orderBy(asc(forumTopics.position));
    expect(topics.map((topic) => topic.slug)).toEqual(['pregnancy', 'newborns', 'sleep', 'feeding', 'toddlers', 'self-care']);
    expect(topics.every((topic) => topic.description.length > 20)).toBe(true);

    const threads = await t.db.select().from(forumThreads);
    expect(threads.length).toBeGreaterThanOrEqual(24);
    expect(new Set(threads.map((thread) => thread.topicId)).size).toBe(6);
    const replies = await t.db.select().from(forumReplies);
    const authors = new Set([...threads.map((thread) => thread.authorId), ...replies.map((reply) => reply.authorId)]);
    expect(authors.size).toBeGreaterThanOrEqual(8);
  });

  it("keeps each thread's replyCount and lastActivityAt in step with its replies, all in the past and after the thread", async () => {
    const now = Date.now();
    const threads = await t.db.select().from(forumThreads);
    const replies = await t.db.select().from(forumReplies);
    for (const thread of threads) {
      const own = replies.filter((reply) => reply.threadId === thread.id);
      expect(thread.replyCount, thread.title).toBe(own.length);
      expect(own.length, thread.title).toBeGreaterThanOrEqual(2);
      expect(own.length, thread.title).toBeLessThanOrEqual(8);
      const newest = Math.max(thread.createdAt.getTime(), ...own.map((reply) => reply.createdAt.getTime()));
      expect(thread.lastActivityAt.getTime(), thread.title).toBe(newest);
      for (const reply of own) {
        expect(reply.createdAt.getTime()).toBeGreaterThan(thread.createdAt.getTime());
        expect(reply.createdAt.getTime()).toBeLessThanOrEqual(now);
      }
      expect(thread.viewCount).toBeGreaterThan(own.length);
    }
    // Spread over about three weeks, with some from the last day, so "active today" is not zero.
    const ages = threads.map((thread) => now - thread.createdAt.getTime());
    expect(Math.max(...ages)).toBeGreaterThan(18 * 24 * HOUR_MS);
    expect(ages.filter((age) => age < 24 * HOUR_MS).length).toBeGreaterThanOrEqual(2);
  });

  it('pins the welcome thread, by the admin, and locks one thread', async () => {
    const pinned = await t.db
      .select({ title: forumThreads.title, isAdmin: users.isAdmin, content: forumThreads.content, displayName: users.displayName })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.authorId))
      .where(eq(forumThreads.pinned, true));
    expect(pinned).toEqual([expect.objectContaining({ title: 'Welcome to the Mama Village community — start here', isAdmin: true })]);
    expect(pinned[0]!.content).toMatch(/Be kind/);
    expect(pinned[0]!.content).toMatch(/No medical advice in place of a professional/);
    expect(pinned[0]!.content).toMatch(/No spam, MLM/);
    expect(pinned[0]!.displayName).toBe('Mama Village Team');
    expect(await t.db.$count(forumThreads, eq(forumThreads.locked, true))).toBe(1);
  });

  it('gives the demo members profiles, most with a drawn avatar that exists', async () => {
    const members = await t.db.select().from(users).where(eq(users.isAdmin, false));
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    expect(members.length).toBeGreaterThanOrEqual(8);
    for (const member of members) {
      expect(member.displayName).toBeTruthy();
      expect(member.bio).toBeTruthy();
      if (member.avatar) expect(existsSync(path.resolve('public', `.${member.avatar}`)), member.avatar).toBe(true);
    }
    const withAvatar = members.filter((member) => member.avatar).length;
    expect(withAvatar).toBeGreaterThan(members.length / 2);
    expect(withAvatar).toBeLessThan(members.length);
  });

  it('seeds likes, saved items of recipes, posts and threads, and notifications for the first demo member', async () => {
    const [first] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, FIRST_MEMBER.username));
    const saved = await t.db.select({ contentType: savedItems.contentType }).from(savedItems).where(eq(savedItems.userId, first!.id));
    expect(new Set(saved.map((item) => item.contentType))).toEqual(new Set(['recipe', 'blog_post', 'thread']));
    expect(new Set((await t.db.select({ type: likes.contentType }).from(likes)).map((like) => like.type))).toEqual(
      new Set(['recipe', 'blog_post', 'thread']),
    );
    const own = await t.db.select().from(notifications).where(eq(notifications.userId, first!.id));
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.filter((notification) => !notification.isRead).length).toBeGreaterThanOrEqual(1);
    expect(new Set(own.map((notification) => notification.type)).size).toBeGreaterThanOrEqual(3);
    for (const notification of own) {
      expect(notification.link).toMatch(/^\/community\/thread\/\d+(#reply-\d+)?$/);
      expect(notification.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('has newsletter subscribers from several forms, each with her consent recorded, and a draft campaign', async () => {
    const subscribers = await t.db.select().from(newsletterSubscribers);
    expect(subscribers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(subscribers.map((s) => s.source)).size).toBeGreaterThanOrEqual(3);
    expect(subscribers.filter((s) => s.status === 'unsubscribed')).toHaveLength(1);
    expect(await t.db.$count(newsletterConsents)).toBe(subscribers.length + 1);
    expect(await t.db.select({ status: emailCampaigns.status }).from(emailCampaigns)).toEqual([{ status: 'draft' }]);
  });

  it('earns the demo members their points through the ledger, as their own threads, replies and likes would', async () => {
    const threads = await t.db.select().from(forumThreads);
    const replies = await t.db.select().from(forumReplies);
    const liked = await t.db.select().from(likes);
    const ledger = await t.db.select().from(pointsLedger);
    const threadAuthor = new Map(threads.map((thread) => [thread.id, thread.authorId]));
    // What a member's own action earns (createThread, createReply, likeContent): never for her own content.
    const earning = [
      ...threads.map((thread) => ({ userId: thread.authorId, action: 'thread', source: `thread:${thread.id}`, at: thread.createdAt })),
      ...replies
        .filter((reply) => threadAuthor.get(reply.threadId) !== reply.authorId)
        .map((reply) => ({ userId: reply.authorId, action: 'reply', source: `reply:${reply.id}`, at: reply.createdAt })),
      ...liked
        .filter((like) => like.contentType !== 'thread' || threadAuthor.get(like.contentId) !== like.userId)
        .map((like) => ({ userId: like.userId, action: 'like', source: `${like.contentType}:${like.contentId}`, at: like.createdAt })),
    ];
    // Each action's award at its own time, up to the day's cap for that action (an Australia/Sydney day).
    const perDay = new Map<string, number>();
    const expected = earning
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .filter(({ userId, action, at }) => {
        const key = `${userId}:${action}:${sydneyDayOf(at)}`;
        perDay.set(key, (perDay.get(key) ?? 0) + 1);
        return perDay.get(key)! <= DEFAULT_POINTS_RULES.dailyCaps[action as PointAction];
      })
      .map(({ userId, action, source, at }) => ({
        userId,
        action,
        source,
        amount: toHundredths(DEFAULT_POINTS_RULES.points[action as PointAction]),
        at: at.getTime(),
      }));
    const written = ledger.map((row) => ({
      userId: row.userId,
      action: row.action as string,
      source: `${row.sourceType}:${row.sourceId}`,
      amount: row.amount,
      at: row.createdAt.getTime(),
    }));
    const order = (rows: { source: string; at: number }[]) => [...rows].sort((a, b) => a.at - b.at || a.source.localeCompare(b.source));
    expect(order(written)).toEqual(order(expected));

    // The members' stats read the monthly totals the ledger keeps: the same sums, and levels above the first.
    const members = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false));
    const stats = await Promise.all(members.map((member) => memberStats(t.db, member.id)));
    for (const [i, member] of members.entries()) {
      const sum = ledger.filter((row) => row.userId === member.id).reduce((total, row) => total + row.amount, 0);
      expect(stats[i]!.totalPoints).toBe(fromHundredths(sum));
    }
    expect(stats.filter((s) => s.totalPoints > 0).length).toBeGreaterThanOrEqual(DEMO_MEMBERS.length - 1);
    expect(stats.some((s) => s.level > 1)).toBe(true);
  });

  it('adds nothing on a second start', async () => {
    const before = await rowCounts(t.db);
    await seedDatabase(t.db, { admin: {}, demo: true });
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the demo community data', () => {
  it('passes the checks a member\u2019s own posts and profile would', () => {
    for (const member of DEMO_MEMBERS) {
      expect(registerInput.safeParse({ ...member, password: 'a-long-password' }).success, member.username).toBe(true);
      expect(updateProfileInput.safeParse(member).success, member.username).toBe(true);
    }
    for (const thread of DEMO_THREADS) {
      expect(createThreadInput.safeParse({ topicId: 1, title: thread.title, content: thread.content }).error, thread.key).toBeUndefined();
      expect(
        FORUM_TOPICS.some((topic) => topic.slug === thread.topic),
        thread.key,
      ).toBe(true);
      let previous = 0;
      for (const reply of thread.replies) {
        expect(createReplyInput.safeParse({ threadId: 1, content: reply.content }).error, thread.key).toBeUndefined();
        expect(reply.hoursAfter, thread.key).toBeGreaterThan(previous);
        expect(reply.hoursAfter, thread.key).toBeLessThan(thread.postedHoursAgo);
        previous = reply.hoursAfter;
      }
    }
    expect(new Set(DEMO_THREADS.map((thread) => thread.key)).size).toBe(DEMO_THREADS.length);
  });

  it('mentions only demo members', () => {
    const usernames = new Set<string>(DEMO_MEMBERS.map((member) => member.username));
    const texts = DEMO_THREADS.flatMap((thread) => [thread.content, ...thread.replies.map((reply) => reply.content)]);
    const mentioned = texts.flatMap((text) => extractMentions(text));
    expect(texts.join(' ').split('@').length - 1).toBe(mentioned.length);
    expect(mentioned.length).toBeGreaterThanOrEqual(8);
    for (const username of mentioned) expect(usernames.has(username), username).toBe(true);
  });
});

describe('a production seed (SEED_DEMO=false)', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDatabase(handle.db, { admin: {}, demo: false });
  });
  afterAll(() => handle.close());

  it('has the admin, the blog categories, the forum topics and the site content, and nothing from the demo', async () => {
    const db = handle.db;
    expect(await db.select({ username: users.username, isAdmin: users.isAdmin }).from(users)).toEqual([
      { username: 'admin', isAdmin: true },
    ]);
    expect(await db.select({ slug: blogCategories.slug, name: blogCategories.name }).from(blogCategories)).toEqual(
      expect.arrayContaining(PRODUCTION.blogCategories),
    );
    expect(await db.$count(blogCategories)).toBe(5);
    expect((await db.select({ slug: forumTopics.slug }).from(forumTopics)).map((t) => t.slug).sort()).toEqual(
      FORUM_TOPICS.map((t) => t.slug).sort(),
    );
    expect((await db.select({ key: siteContent.key }).from(siteContent)).map((b) => b.key).sort()).toEqual([
      'home_hero',
      'home_masterclasses_feature',
      'home_masterclasses_promo',
      'home_recipes_promo',
      'support_services',
    ]);
    // The support page's lines start as the composer's panel lists them.
    const [support] = await db.select().from(siteContent).where(eq(siteContent.key, 'support_services'));
    expect(support!.content.services).toEqual(SUPPORT_SERVICES);
    expect(await db.select({ name: resourceCategories.name }).from(resourceCategories)).toEqual([{ name: 'Events Or Masterclasses' }]);
    const demoTables = {
      authors,
      blogPosts,
      recipes,
      resources,
      resourceCategoryLinks,
      perks,
      perkCategories,
      comparisonCategories,
      comparisonProducts,
      forumThreads,
      forumReplies,
      likes,
      savedItems,
      notifications,
    };
    const counts = Object.fromEntries(
      await Promise.all(Object.entries(demoTables).map(async ([name, table]) => [name, await db.$count(table)])),
    );
    expect(counts).toEqual(Object.fromEntries(Object.keys(demoTables).map((name) => [name, 0])));
  });

  it('adds no forum topics once an admin has topics of her own', async () => {
    await handle.db.delete(forumTopics);
    await handle.db.insert(forumTopics).values({ name: 'General', slug: 'general' });
    await seedDatabase(handle.db, { admin: {}, demo: false });
    expect(await handle.db.select({ slug: forumTopics.slug }).from(forumTopics)).toEqual([{ slug: 'general' }]);
  });
});

describe('a demo database from before the forum', () => {
  it('gets the missing demo members, sharing the earlier demo password, and the conversations', async () => {
    const handle = await createTestDb();
    try {
      await seedDatabase(handle.db, { admin: {}, demo: false });
      // Two demo members as an older start created them: no profile yet.
      for (const member of DEMO_MEMBERS.slice(0, 2)) {
        await createTestUser(handle.db, { username: member.username, email: member.email, password: 'the-old-demo-pass' });
      }
      const report = await seedDatabase(handle.db, { admin: {}, demo: true });

      expect(report.generatedCredentials).toEqual({});
      expect(await handle.db.$count(users, eq(users.isAdmin, false))).toBe(DEMO_MEMBERS.length);
      const newcomer = DEMO_MEMBERS.at(-1)!;
      expect(await authenticate(handle.db, { username: newcomer.username, password: 'the-old-demo-pass' })).toMatchObject({
        username: newcomer.username,
      });
      const [earlier] = await handle.db.select().from(users).where(eq(users.username, FIRST_MEMBER.username));
      expect(earlier).toMatchObject({ displayName: FIRST_MEMBER.displayName, bio: FIRST_MEMBER.bio });
      expect(await handle.db.$count(forumThreads)).toBe(DEMO_THREADS.length);
      expect(await handle.db.$count(forumReplies)).toBe(DEMO_THREADS.reduce((sum, thread) => sum + thread.replies.length, 0));
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('the seed data files', () => {
  const dataFiles = readdirSync(SEED_DATA_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md')
    .map((entry) => path.relative(SEED_DATA_DIR, path.join(entry.parentPath, entry.name)))
    .sort();

  /** A copy of the data folder to break. */
  function withCopy(test: (root: string) => void) {
    const root = mkdtempSync(path.join(tmpdir(), 'seed-data-'));
    try {
      cpSync(SEED_DATA_DIR, root, { recursive: true });
      test(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const loadAll = (root: string) => {
    loadProductionData(root);
    loadDemoData(root);
  };

  it('are all read and checked: each one, broken, stops the seed with its name', () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(60);
    withCopy((root) => {
      for (const file of dataFiles) {
        const full = path.join(root, file);
        const original = readFileSync(full, 'utf8');
        writeFileSync(full, file.endsWith('.md') ? original.replace(/^---\n/, '---\nsurprise: 1\n') : original.replace(/[\]}]\s*$/, ',}'));
        expect(() => loadAll(root), file).toThrow(`Seed data file ${path.join(root, file)}: `);
        writeFileSync(full, original);
      }
      expect(() => loadAll(root)).not.toThrow();
    });
  });

  it('say what is wrong: a value that is not JSON, a missing field, a reference that leads nowhere', () => {
    withCopy((root) => {
      const post = path.join(root, 'demo/blog-posts/eating-well-in-pregnancy.md');
      const source = readFileSync(post, 'utf8');
      writeFileSync(post, source.replace('featured: false', 'featured: no'));
      expect(() => loadDemoData(root)).toThrow(/eating-well-in-pregnancy\.md: front matter line \d+: the value of featured is not JSON/);
      writeFileSync(post, source.replace(/^title: .*\n/m, ''));
      expect(() => loadDemoData(root)).toThrow(/eating-well-in-pregnancy\.md: [\s\S]*→ at title/);
      writeFileSync(post, source);

      const thread = path.join(root, 'demo/community/threads/welcome.json');
      writeFileSync(thread, readFileSync(thread, 'utf8').replace('"author": "sarah_m"', '"author": "nobody"'));
      expect(() => loadDemoData(root)).toThrow(/community\/threads\/welcome\.json: replies\[0\]\.author "nobody" is neither a username/);
    });
  });

  it('point only at images and files that ship with the app', () => {
    const images = [
      ...DEMO.authors.map((a) => a.avatar),
      ...DEMO.members.flatMap((m) => (m.avatar ? [m.avatar] : [])),
      ...DEMO.blogPosts.map((p) => p.image),
      ...DEMO.recipes.map((r) => r.image),
      ...DEMO.resources.flatMap((r) => (r.masterclassImage ? [r.masterclassImage] : [])),
      ...DEMO.perks.map((p) => p.brandLogo),
      ...DEMO.comparisons.flatMap((c) => c.products.map((p) => p.image)),
      ...PRODUCTION.siteContent.flatMap((block) => (block.content.image ? [block.content.image] : [])),
    ];
    for (const image of images) expect(existsSync(path.resolve('public', `.${image}`)), image).toBe(true);
    for (const { fileName } of DEMO.resources) {
      if (fileName) expect(existsSync(path.resolve('assets/resource-files', fileName)), fileName).toBe(true);
    }
  });

  it('have a perk of each redemption kind, the pool with its own codes', () => {
    expect(new Set(DEMO.perks.map((p) => p.redemptionMethod))).toEqual(new Set(['code', 'link', 'pool']));
    const pool = DEMO.perks.find((p) => p.redemptionMethod === 'pool')!;
    expect(pool.codes?.length).toBeGreaterThanOrEqual(20);
    expect(new Set(pool.codes).size).toBe(pool.codes!.length);
  });

  it('hold what the README says the demo has', () => {
    const counts = {
      members: DEMO.members.length,
      threads: DEMO.threads.length,
      blogPosts: DEMO.blogPosts.length,
      drafts: DEMO.blogPosts.filter((post) => post.status === 'draft').length,
      authors: DEMO.authors.length,
      recipes: DEMO.recipes.length,
      resources: DEMO.resources.length,
      perks: DEMO.perks.length,
      comparisons: DEMO.comparisons.length,
      forumTopics: FORUM_TOPICS.length,
    };
    expect(counts).toEqual({
      members: 9,
      threads: 29,
      blogPosts: 14,
      drafts: 1,
      authors: 4,
      recipes: 10,
      resources: 10,
      perks: 8,
      comparisons: 2,
      forumTopics: 6,
    });
  });
});
