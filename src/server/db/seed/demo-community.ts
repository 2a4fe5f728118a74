import { asc, inArray, sql } from 'drizzle-orm';
import type { ContentType } from '../../../shared/constants/reactions';
import { extractMentions } from '../../../shared/lib/mentions';
import {
  excerpt,
  FORUM_NOTIFICATION_TITLES,
  type ForumNotificationType,
  replyEvent,
  replyLink,
  threadLink,
} from '../../community/forum-notifications';
import { awardPointsInOrder, type Award } from '../../gamification/awards';
import type { Db } from '../client';
import { blogPosts, forumReplies, forumThreads, forumTopics, likes, notifications, recipes, savedItems, users } from '../schema';
import type { DemoData, DemoMember, SeedContentRef, SeedThread } from './schemas';

const HOUR_MS = 60 * 60 * 1000;
/** How many of the first demo member's notifications the demo shows, and which count as unread. */
const DEMO_NOTIFICATIONS = { newest: 8, unreadWithinMs: 12 * HOUR_MS } as const;

interface Author {
  id: number;
  username: string;
  name: string;
}

/**
 * Who wrote the demo posts: demo usernames, and 'team' for the site's first admin (the configured
 * one when ADMIN_USERNAME is set, else the generated `admin`), to accounts. A missing account is left out.
 */
async function demoAuthors(db: Db, members: readonly DemoMember[]): Promise<Map<string, Author>> {
  const rows = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, isAdmin: users.isAdmin })
    .from(users)
    .where(
      sql`${users.isAdmin} or lower(${users.username}) in (${sql.join(
        members.map((m) => sql`${m.username.toLowerCase()}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(users.id));
  const authors = new Map<string, Author>();
  const asAuthor = (row: (typeof rows)[number]): Author => ({ id: row.id, username: row.username, name: row.displayName || row.username });
  for (const member of members) {
    const row = rows.find((r) => r.username.toLowerCase() === member.username.toLowerCase());
    if (row) authors.set(member.username, asAuthor(row));
  }
  const admin = rows.find((r) => r.isAdmin);
  if (admin) authors.set('team', asAuthor(admin));
  return authors;
}

interface PlannedReply {
  authorId: number;
  content: string;
  createdAt: Date;
}

interface PlannedThread {
  seed: SeedThread;
  topicId: number;
  authorId: number;
  createdAt: Date;
  replies: PlannedReply[];
}

/** Plausible view counts: older and busier threads were read more. Deterministic, so reruns of a test agree. */
function viewsOf(thread: SeedThread, replyCount: number): number {
  if (thread.views !== undefined) return thread.views;
  const jitter = [...thread.key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 23;
  return 18 + replyCount * 11 + Math.floor(thread.postedHoursAgo / 5) + jitter;
}

function planThreads(
  threads: readonly SeedThread[],
  now: Date,
  topicIds: Map<string, number>,
  authors: Map<string, Author>,
): PlannedThread[] {
  const planned: PlannedThread[] = [];
  for (const seed of threads) {
    const topicId = topicIds.get(seed.topic);
    const author = authors.get(seed.author);
    // An admin may have replaced the topics, or taken a demo member's email: that thread is left out.
    if (topicId === undefined || !author) continue;
    const createdAt = new Date(now.getTime() - seed.postedHoursAgo * HOUR_MS);
    const replies = seed.replies.flatMap((reply) => {
      const replier = authors.get(reply.author);
      if (!replier) return [];
      return [{ authorId: replier.id, content: reply.content, createdAt: new Date(createdAt.getTime() + reply.hoursAfter * HOUR_MS) }];
    });
    planned.push({ seed, topicId, authorId: author.id, createdAt, replies });
  }
  return planned;
}

interface InsertedThread {
  id: number;
  key: string;
  title: string;
  authorId: number;
  createdAt: Date;
  replies: (PlannedReply & { id: number })[];
}

/**
 * The demo conversations, likes, saved items and the first demo member's notifications, on a
 * forum with no threads yet. Rows are written directly (no notifications fan-out), with each
 * thread's replyCount and lastActivityAt matching its replies; the threads, replies and likes then
 * earn their points as members' own would (seedAwards). Returns whether it seeded.
 */
export async function seedDemoCommunity(db: Db, demo: DemoData, now: Date = new Date()): Promise<boolean> {
  if ((await db.$count(forumThreads)) > 0) return false;
  const topicIds = new Map((await db.select({ id: forumTopics.id, slug: forumTopics.slug }).from(forumTopics)).map((t) => [t.slug, t.id]));
  const authors = await demoAuthors(db, demo.members);
  const planned = planThreads(demo.threads, now, topicIds, authors);
  if (planned.length === 0) return false;

  const threadRows = await db
    .insert(forumThreads)
    .values(
      planned.map(({ seed, topicId, authorId, createdAt, replies }) => ({
        topicId,
        authorId,
        title: seed.title,
        content: seed.content,
        pinned: seed.pinned ?? false,
        locked: seed.locked ?? false,
        viewCount: viewsOf(seed, replies.length),
        replyCount: replies.length,
        lastActivityAt: replies.at(-1)?.createdAt ?? createdAt,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: forumThreads.id });

  const replyValues = planned.flatMap((thread, i) =>
    thread.replies.map((reply) => ({ ...reply, threadId: threadRows[i]!.id, updatedAt: reply.createdAt })),
  );
  const replyIds = replyValues.length > 0 ? await db.insert(forumReplies).values(replyValues).returning({ id: forumReplies.id }) : [];
  let next = 0;
  const inserted: InsertedThread[] = planned.map((thread, i) => ({
    id: threadRows[i]!.id,
    key: thread.seed.key,
    title: thread.seed.title,
    authorId: thread.authorId,
    createdAt: thread.createdAt,
    replies: thread.replies.map((reply) => ({ ...reply, id: replyIds[next++]!.id })),
  }));

  const resolve = await contentResolver(db, demo, inserted);
  const liked = await seedLikes(db, inserted, demo.likes, resolve, now);
  await seedAwards(db, inserted, liked);
  await seedSavedItems(db, demo.savedItems, resolve, now);
  await seedNotifications(db, inserted, authors, demo.members[0]!, now);
  return true;
}

type Resolver = (ref: SeedContentRef) => { userId: number; contentType: ContentType; contentId: number } | null;

/** Demo refs to rows: recipes and posts by slug (present when the demo content was seeded), threads by key. */
async function contentResolver(db: Db, demo: DemoData, threads: InsertedThread[]): Promise<Resolver> {
  const refs = [...demo.likes, ...demo.savedItems];
  const slugsOf = (type: SeedContentRef['contentType']) => [...new Set(refs.filter((r) => r.contentType === type).map((r) => r.ref))];
  const [recipeRows, postRows, memberRows] = await Promise.all([
    db
      .select({ id: recipes.id, slug: recipes.slug })
      .from(recipes)
      .where(inArray(recipes.slug, slugsOf('recipe'))),
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(inArray(blogPosts.slug, slugsOf('blog_post'))),
    db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          demo.members.map((m) => m.username.toLowerCase()),
        ),
      ),
  ]);
  const ids = {
    recipe: new Map(recipeRows.map((r) => [r.slug, r.id])),
    blog_post: new Map(postRows.map((p) => [p.slug, p.id])),
    thread: new Map(threads.map((t) => [t.key, t.id])),
  };
  const memberIds = new Map(memberRows.map((m) => [m.username.toLowerCase(), m.id]));
  return (ref) => {
    const userId = memberIds.get(ref.member.toLowerCase());
    const contentId = ids[ref.contentType].get(ref.ref);
    return userId === undefined || contentId === undefined ? null : { userId, contentType: ref.contentType, contentId };
  };
}

type SeededLike = Pick<typeof likes.$inferSelect, 'userId' | 'contentType' | 'contentId' | 'createdAt'>;

/**
 * Everyone who replied in a thread likes it (not their own), plus the listed recipes, posts and
 * threads. Returns the likes written.
 */
async function seedLikes(
  db: Db,
  threads: InsertedThread[],
  refs: readonly SeedContentRef[],
  resolve: Resolver,
  now: Date,
): Promise<SeededLike[]> {
  const rows: (typeof likes.$inferInsert)[] = [];
  for (const thread of threads) {
    const likedBy = new Set<number>();
    for (const reply of thread.replies) {
      if (reply.authorId === thread.authorId || likedBy.has(reply.authorId)) continue;
      likedBy.add(reply.authorId);
      rows.push({ userId: reply.authorId, contentType: 'thread', contentId: thread.id, createdAt: reply.createdAt });
    }
  }
  refs.forEach((ref, i) => {
    const like = resolve(ref);
    if (like) rows.push({ ...like, createdAt: new Date(now.getTime() - (i + 1) * 7 * HOUR_MS) });
  });
  if (rows.length === 0) return [];
  return db
    .insert(likes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: likes.userId, contentType: likes.contentType, contentId: likes.contentId, createdAt: likes.createdAt });
}

/**
 * The points the demo's threads, replies and likes earn, through awardPoints as the members' own
 * actions do (createThread, createReply, likeContent: the same values, daily caps and "nothing
 * for your own content"), each at its action's time. In time order: a day's cap counts the
 * awards already in the ledger from that day on.
 */
async function seedAwards(db: Db, threads: InsertedThread[], liked: SeededLike[]): Promise<void> {
  const awards: (Award & { now: Date })[] = [];
  for (const thread of threads) {
    awards.push({
      userId: thread.authorId,
      action: 'thread',
      sourceType: 'thread',
      sourceId: thread.id,
      note: thread.title,
      now: thread.createdAt,
    });
    for (const reply of thread.replies) {
      if (reply.authorId === thread.authorId) continue;
      awards.push({
        userId: reply.authorId,
        action: 'reply',
        sourceType: 'reply',
        sourceId: reply.id,
        note: thread.title,
        now: reply.createdAt,
      });
    }
  }
  // Only threads have members for authors (reactions/content-targets.ts, contentAuthorId).
  const threadAuthor = new Map(threads.map((thread) => [thread.id, thread.authorId]));
  for (const like of liked) {
    if (like.contentType === 'thread' && threadAuthor.get(like.contentId) === like.userId) continue;
    awards.push({ userId: like.userId, action: 'like', sourceType: like.contentType, sourceId: like.contentId, now: like.createdAt });
  }
  awards.sort((a, b) => a.now.getTime() - b.now.getTime());
  await db.transaction((tx) => awardPointsInOrder(tx, awards));
}

async function seedSavedItems(db: Db, refs: readonly SeedContentRef[], resolve: Resolver, now: Date): Promise<void> {
  // Listed newest first: each a few hours before the one above it.
  const rows = refs.flatMap((ref, i) => {
    const item = resolve(ref);
    return item ? [{ ...item, createdAt: new Date(now.getTime() - (i + 1) * 5 * HOUR_MS) }] : [];
  });
  if (rows.length > 0) await db.insert(savedItems).values(rows).onConflictDoNothing();
}

/**
 * What the first demo member would have been sent for these conversations (mentions, replies to
 * her threads, replies after hers), newest few kept, the last half-day's unread; plus the welcome.
 * Texts, links and event keys are the ones createReply writes (a mention wins over the others).
 */
async function seedNotifications(
  db: Db,
  threads: InsertedThread[],
  authors: Map<string, Author>,
  firstMember: DemoMember,
  now: Date,
): Promise<void> {
  const member = authors.get(firstMember.username);
  if (!member) return;
  const nameOf = new Map([...authors.values()].map((a) => [a.id, a.name]));
  const events: (typeof notifications.$inferInsert & { createdAt: Date })[] = [];
  for (const thread of threads) {
    let joined = false;
    for (const reply of thread.replies) {
      if (reply.authorId === member.id) {
        joined = true;
        continue;
      }
      const type: ForumNotificationType | null = extractMentions(reply.content).includes(member.username.toLowerCase())
        ? 'tag'
        : thread.authorId === member.id
          ? 'thread_reply'
          : joined
            ? 'thread_participation'
            : null;
      if (!type) continue;
      const name = nameOf.get(reply.authorId) ?? 'A member';
      const title = FORUM_NOTIFICATION_TITLES[type](name, thread.title);
      events.push({
        userId: member.id,
        type,
        title,
        content: excerpt(reply.content),
        link: replyLink(thread.id, reply.id),
        eventKey: replyEvent(reply.id),
        createdAt: reply.createdAt,
        isRead: now.getTime() - reply.createdAt.getTime() > DEMO_NOTIFICATIONS.unreadWithinMs,
      });
    }
  }
  const rows: (typeof notifications.$inferInsert)[] = events
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, DEMO_NOTIFICATIONS.newest);
  const welcome = threads.find((t) => t.key === 'welcome');
  if (welcome) {
    rows.push({
      userId: member.id,
      type: 'admin_announcement',
      title: 'Welcome to the Mama Village community!',
      content: 'Start with our community guidelines in the welcome thread, then say hello.',
      link: threadLink(welcome.id),
      eventKey: 'announcement:welcome',
      isRead: true,
      createdAt: new Date(welcome.createdAt.getTime() + HOUR_MS),
    });
  }
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
}
