import { summaryOf } from '../../../shared/lib/seo/meta';
import type { ThreadDetailDto, TopicDto } from '../../../shared/schemas/community';
import { breadcrumbs, listCrumb, routeHead } from '../../lib/route-head';

/** The heads of the forum's pages (server only: their routes' `head`), and what the browser's tab says of them. */

const topicCrumb = (topic: { id: number; name: string }) => ({ name: topic.name, path: `/community/topic/${topic.id}` });

export function topicHead(topic: TopicDto) {
  return routeHead({
    title: topic.name,
    description: topic.description,
    path: `/community/topic/${topic.id}`,
    jsonLd: [breadcrumbs(listCrumb('community'), topicCrumb(topic))],
  });
}

/** The thread's words only: no author's name goes into a preview. The page sets it in the browser too. */
export function threadMeta(thread: ThreadDetailDto) {
  return { title: thread.title, description: summaryOf(thread.content) };
}

export function threadHead(thread: ThreadDetailDto) {
  const path = `/community/thread/${thread.id}`;
  return routeHead({
    ...threadMeta(thread),
    path,
    jsonLd: [breadcrumbs(listCrumb('community'), topicCrumb(thread.topic), { name: thread.title, path })],
  });
}
