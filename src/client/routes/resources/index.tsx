import { createFileRoute } from '@tanstack/react-router';
import { ResourceListPage } from '../../features/resources/resource-list-page';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/resources/')({
  // `category`: 'downloadable' or 'masterclass' (footer links); the page reads others as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { category } = Route.useSearch();
  return <ResourceListPage category={category} />;
}
