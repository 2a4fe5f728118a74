import { parseId } from '../../../shared/rules/ids';
import type { TrpcUtils } from '../../lib/route-data';

/**
 * Forum reads are fetched again each time a page opens (other members post all the time), unlike
 * the site's default of "never stale" (SPEC section 7), which suits editorial content. Nothing
 * polls, and nothing refetches on focus.
 */
export const FORUM_QUERY_OPTIONS = { staleTime: 0 } as const;

/** Replies per page on a thread. */
export const REPLIES_PAGE_SIZE = 30;
/** Threads per page on a topic. */
export const TOPIC_PAGE_SIZE = 20;

/** How many recent discussions the landing page shows. */
export const LANDING_THREADS_SHOWN = 3;

/** How many of the newest discussions the community page lists. */
export const COMMUNITY_LATEST_COUNT = 10;

/** The replies query's input: the key every cache update on the thread page writes to. */
export const repliesInput = (threadId: number) => ({ threadId, limit: REPLIES_PAGE_SIZE });

/** A thread and its first page of replies; nothing for an id no thread can have. */
export function loadThreadPage(utils: TrpcUtils, id: string) {
  const threadId = parseId(id);
  if (threadId === null) return Promise.all([]);
  return Promise.all([
    utils.community.threads.byId.prefetch({ id: threadId }),
    utils.community.threads.replies.prefetchInfinite(repliesInput(threadId)),
  ]);
}

/** A topic and its first page of threads. */
export function loadTopicPage(utils: TrpcUtils, id: string) {
  const topicId = parseId(id);
  if (topicId === null) return Promise.all([]);
  return Promise.all([
    utils.community.topics.byId.prefetch({ id: topicId }),
    utils.community.threads.byTopic.prefetchInfinite({ topicId, limit: TOPIC_PAGE_SIZE }),
  ]);
}
