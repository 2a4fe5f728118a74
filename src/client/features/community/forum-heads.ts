import { summaryOf } from '../../../shared/lib/seo/meta';
import type { ThreadDetailDto, TopicDto } from '../../../shared/schemas/community';
import { breadcrumbs, listCrumb, routeHead } from '../../lib/route-head';

/** The heads of the forum's pages (server only: their routes' `head`). */

const topicCrumb = (topic: { id: number; name: string }) => ({ name: topic.name, path: `/community/topic/${topic.id}` });

export function topicHead(topic: TopicDto) {
  return routeHead({
    title: topic.name,
    description: topic.description,
    path: `/community/topic/${topic.id}`,
    jsonLd: [breadcrumbs(listCrumb('community'), topicCrumb(topic))],
  });
}

/** The thread's words only: no author's name goes into a preview. */
export function threadHead(thread: ThreadDetailDto) {
  const path = `/community/thread/${thread.id}`;
  return routeHead({
    title: thread.title,
    description: summaryOf(thread.content),
    path,
    jsonLd: [breadcrumbs(listCrumb('community'), topicCrumb(thread.topic), { name: thread.title, path })],
  });
}
