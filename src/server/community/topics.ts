import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { TopicDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { threadListed, threadPublished } from './visibility';
import { forumThreads, forumTopics } from '../db/schema';

/**
 * Topics with their counts and newest thread, in one query: the counts come from one grouped
 * pass over the threads (replyCount is kept per thread, so replies are never counted), the
 * newest thread from one lateral lookup per topic. A handful of topics: no per-topic queries.
 */
async function loadTopics(db: Db, where?: SQL): Promise<TopicDto[]> {
  const stats = db
    .select({
      topicId: forumThreads.topicId,
      threadCount: sql<number>`count(*)::int`.as('thread_count'),
      replyCount: sql<number>`coalesce(sum(${forumThreads.replyCount}), 0)`.as('reply_count'),
    })
    .from(forumThreads)
    .where(threadListed)
    .groupBy(forumThreads.topicId)
    .as('topic_stats');
  const latest = db
    .select({ id: forumThreads.id, title: forumThreads.title, createdAt: forumThreads.createdAt })
    .from(forumThreads)
    .where(and(eq(forumThreads.topicId, forumTopics.id), threadPublished))
    .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
    .limit(1)
    .as('latest_thread');

  const rows = await db
    .select({
      id: forumTopics.id,
      name: forumTopics.name,
      slug: forumTopics.slug,
      description: forumTopics.description,
      threadCount: sql<number>`coalesce(${stats.threadCount}, 0)`.mapWith(Number),
      replyCount: sql<number>`coalesce(${stats.replyCount}, 0)`.mapWith(Number),
      latestId: latest.id,
      latestTitle: latest.title,
      latestCreatedAt: latest.createdAt,
    })
    .from(forumTopics)
    .leftJoin(stats, eq(stats.topicId, forumTopics.id))
    .leftJoinLateral(latest, sql`true`)
    .where(where)
    .orderBy(asc(forumTopics.position), asc(forumTopics.name), asc(forumTopics.id));

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    threadCount: row.threadCount,
    replyCount: row.replyCount,
    latestThread:
      row.latestId !== null && row.latestTitle !== null && row.latestCreatedAt !== null
        ? { id: row.latestId, title: row.latestTitle, createdAt: row.latestCreatedAt }
        : null,
  }));
}

/** Every topic by position then name, with its thread and reply counts and its newest thread. */
export async function listTopics(db: Db): Promise<TopicDto[]> {
  return loadTopics(db);
}

/** One topic; NOT_FOUND (COMMUNITY_TEXT.topicNotFound) when there is none. */
export async function topicById(db: Db, id: number): Promise<TopicDto> {
  const [topic] = await loadTopics(db, eq(forumTopics.id, id));
  if (!topic) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.topicNotFound });
  return topic;
}
