import { parseId } from '../../../shared/rules/ids';
import type { TrpcUtils } from '../../lib/route-data';
import { pageSubject } from '../../lib/route-head';

/**
 * Forum reads are fetched again each time a page opens (other members post all the time), unlike
 * the site's default of "never stale" (PRODUCT.md "Calls and answers"), which suits editorial content. Nothing
 * polls, and nothing refetches on focus. A server-drawn page's own answers are the exception: they
 * are as current as the page, so its takeover doesn't ask again (ssr/page-state.ts).
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

/** A thread and its first page of replies: the thread, or not found for an id no thread has. */
export async function loadThreadPage(utils: TrpcUtils, id: string) {
  const threadId = parseId(id);
  const [thread] = await Promise.all([
    pageSubject(threadId === null ? null : utils.community.threads.byId.ensureData({ id: threadId })),
    threadId !== null && utils.community.threads.replies.prefetchInfinite(repliesInput(threadId)),
  ]);
  return thread;
}

/** A topic and its first page of threads: the topic, or not found for an id no topic has. */
export async function loadTopicPage(utils: TrpcUtils, id: string) {
  const topicId = parseId(id);
  const [topic] = await Promise.all([
    pageSubject(topicId === null ? null : utils.community.topics.byId.ensureData({ id: topicId })),
    topicId !== null && utils.community.threads.byTopic.prefetchInfinite({ topicId, limit: TOPIC_PAGE_SIZE }),
  ]);
  return topic;
}
