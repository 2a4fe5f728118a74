import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../features/community/thread-page';

export const Route = createFileRoute('/community/thread/$id')({
  component: ThreadRoute,
});

function ThreadRoute() {
  const { id } = Route.useParams();
  return <ThreadPage key={id} id={id} />;
}
