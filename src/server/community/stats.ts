import { and, gt, sql } from 'drizzle-orm';
import type { CommunityStatsDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { forumReplies, forumThreads, users } from '../db/schema';
import { replyListed, threadListed } from './visibility';
import { millisecondsAgo } from './post-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * PRODUCT.md "Records and their fields" (Community stats), in one round trip. totalComments sums the threads'
 * denormalised replyCount: a pass over the threads, where counting replies would read ten times
 * as many rows. activeToday unions the authors of the last 24 hours' threads and replies, each a
 * range scan of a createdAt index (forum_threads_recent_idx, forum_replies_created_idx).
 */
export async function communityStats(db: Db): Promise<CommunityStatsDto> {
  const since = millisecondsAgo(DAY_MS);
  const activeAuthors = db
    .select({ authorId: forumThreads.authorId })
    .from(forumThreads)
    .where(and(gt(forumThreads.createdAt, since), threadListed))
    .union(
      db
        .select({ authorId: forumReplies.authorId })
        .from(forumReplies)
        .where(and(gt(forumReplies.createdAt, since), replyListed)),
    );
  // Both thread figures from one pass.
  const threadTotals = db
    .select({
      threads: sql<number>`count(*)`.as('threads'),
      comments: sql<number>`coalesce(sum(${forumThreads.replyCount}), 0)`.as('comments'),
    })
    .from(forumThreads)
    .where(threadListed)
    .as('thread_totals');
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*) from ${users})`.mapWith(Number),
      totalThreads: sql<number>`${threadTotals.threads}`.mapWith(Number),
      totalComments: sql<number>`${threadTotals.comments}`.mapWith(Number),
      activeToday: sql<number>`(select count(*) from (${activeAuthors}) as active_authors)`.mapWith(Number),
    })
    .from(threadTotals);
  return row!;
}
