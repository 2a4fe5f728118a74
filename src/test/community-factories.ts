import { DEFAULT_MODERATION_SETTINGS } from '../shared/rules/moderation-settings';
import type { Db } from '../server/db/client';
import type { Screener } from '../server/moderation/screening';
import { forumReplies, forumThreads, forumTopics, notifications } from '../server/db/schema';

/** What the forum's writes screen posts with when a test calls them directly: the default moderation settings. */
export const TEST_SCREENER: Screener = { settings: DEFAULT_MODERATION_SETTINGS, publicUrl: 'http://localhost:3000' };

let sequence = 0;
const unique = () => `${process.pid.toString(36)}-${(++sequence).toString(36)}`;

export async function createTestTopic(db: Db, overrides: Partial<typeof forumTopics.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(forumTopics)
    .values({ name: `Topic ${id}`, slug: `topic-${id}`, description: 'Where we talk about it.', ...overrides })
    .returning();
  return row!;
}

/** A thread written straight to the table (no notifications): `topicId` and `authorId` are required. */
export async function createTestThread(
  db: Db,
  values: Pick<typeof forumThreads.$inferInsert, 'topicId' | 'authorId'> & Partial<typeof forumThreads.$inferInsert>,
) {
  const id = unique();
  const [row] = await db
    .insert(forumThreads)
    .values({ title: `Thread ${id}`, content: `What do you all think about ${id}?`, ...values })
    .returning();
  return row!;
}

/** A reply written straight to the table: it does not bump the thread's counters. */
export async function createTestReply(
  db: Db,
  values: Pick<typeof forumReplies.$inferInsert, 'threadId' | 'authorId'> & Partial<typeof forumReplies.$inferInsert>,
) {
  const [row] = await db
    .insert(forumReplies)
    .values({ content: `Reply ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function createTestNotification(
  db: Db,
  values: Pick<typeof notifications.$inferInsert, 'userId'> & Partial<typeof notifications.$inferInsert>,
) {
  const id = unique();
  const [row] = await db
    .insert(notifications)
    .values({ type: 'other', title: `Notice ${id}`, content: 'Something happened.', link: '/community', eventKey: `test:${id}`, ...values })
    .returning();
  return row!;
}
