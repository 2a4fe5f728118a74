import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetailPage } from '../../features/resources/resource-detail-page';
import { resourceHead } from '../../features/resources/resource-head';
import { loadResourcePage } from '../../features/resources/resource-queries';

export const Route = createFileRoute('/resources/id/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadResourcePage(context.trpcUtils, params.id) : undefined,
  head: import.meta.env.SSR ? ({ loaderData: resource }) => (resource ? resourceHead(resource) : {}) : undefined,
  component: ResourceRoute,
});

function ResourceRoute() {
  const { id } = Route.useParams();
  return <ResourceDetailPage key={id} id={id} />;
}
