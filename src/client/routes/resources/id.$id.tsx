import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetailPage } from '../../features/resources/resource-detail-page';
import { loadResourcePage } from '../../features/resources/resource-queries';

export const Route = createFileRoute('/resources/id/$id')({
  loader: ({ context, params }) => loadResourcePage(context.trpcUtils, params.id),
  component: ResourceRoute,
});

function ResourceRoute() {
  const { id } = Route.useParams();
  return <ResourceDetailPage key={id} id={id} />;
}
