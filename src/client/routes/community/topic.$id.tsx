import { createFileRoute } from '@tanstack/react-router';
import { TopicPage } from '../../features/community/topic-page';

export const Route = createFileRoute('/community/topic/$id')({
  component: TopicRoute,
});

function TopicRoute() {
  const { id } = Route.useParams();
  return <TopicPage key={id} id={id} />;
}
