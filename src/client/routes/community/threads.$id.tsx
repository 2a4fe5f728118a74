import { createFileRoute } from '@tanstack/react-router';
import { threadHead } from '../../features/community/forum-heads';
import { ThreadPage } from '../../features/community/thread-page';
import { loadThreadPage } from '../../features/community/forum-queries';

/** PRODUCT.md "Screens" lists both /community/thread/{id} and /community/threads/{id}: one page. */
export const Route = createFileRoute('/community/threads/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadThreadPage(context.trpcUtils, params.id) : undefined,
  head: import.meta.env.SSR ? ({ loaderData }) => (loaderData ? threadHead(loaderData) : {}) : undefined,
  component: ThreadRoute,
});

function ThreadRoute() {
  const { id } = Route.useParams();
  return <ThreadPage key={id} id={id} />;
}
