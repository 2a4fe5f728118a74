import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../features/community/thread-page';
import { loadThreadPage } from '../../features/community/forum-queries';

/** SPEC section 2 lists both /community/thread/{id} and /community/threads/{id}: one page. */
export const Route = createFileRoute('/community/threads/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadThreadPage(context.trpcUtils, params.id) : undefined,
  component: ThreadRoute,
});

function ThreadRoute() {
  const { id } = Route.useParams();
  return <ThreadPage key={id} id={id} />;
}
