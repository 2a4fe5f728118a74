import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetailPage } from '../../features/resources/resource-detail-page';

export const Route = createFileRoute('/resources/id/$id')({
  component: ResourceRoute,
});

function ResourceRoute() {
  const { id } = Route.useParams();
  return <ResourceDetailPage key={id} id={id} />;
}
