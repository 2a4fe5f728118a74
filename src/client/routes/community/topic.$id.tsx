import { createFileRoute } from '@tanstack/react-router';
import { topicHead } from '../../features/community/forum-heads';
import { TopicPage } from '../../features/community/topic-page';
import { loadTopicPage } from '../../features/community/forum-queries';

export const Route = createFileRoute('/community/topic/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadTopicPage(context.trpcUtils, params.id) : undefined,
  head: import.meta.env.SSR ? ({ loaderData }) => (loaderData ? topicHead(loaderData) : {}) : undefined,
  component: TopicRoute,
});

function TopicRoute() {
  const { id } = Route.useParams();
  return <TopicPage key={id} id={id} />;
}
