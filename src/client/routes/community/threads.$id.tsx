import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../features/community/thread-page';

/** SPEC section 2 lists both /community/thread/{id} and /community/threads/{id}: one page. */
export const Route = createFileRoute('/community/threads/$id')({
  component: ThreadRoute,
});

function ThreadRoute() {
  const { id } = Route.useParams();
  return <ThreadPage key={id} id={id} />;
}
