import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetailPage } from '../../features/resources/resource-detail-page';
import { loadResourcePage } from '../../features/resources/resource-queries';

export const Route = createFileRoute('/resources/id/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadResourcePage(context.trpcUtils, params.id) : undefined,
  component: ResourceRoute,
});

function ResourceRoute() {
  const { id } = Route.useParams();
  return <ResourceDetailPage key={id} id={id} />;
}
