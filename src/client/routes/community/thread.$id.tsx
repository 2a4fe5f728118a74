import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../features/community/thread-page';
import { loadThreadPage } from '../../features/community/forum-queries';

export const Route = createFileRoute('/community/thread/$id')({
  loader: ({ context, params }) => loadThreadPage(context.trpcUtils, params.id),
  component: ThreadRoute,
});

function ThreadRoute() {
  const { id } = Route.useParams();
  return <ThreadPage key={id} id={id} />;
}
