import { createFileRoute } from '@tanstack/react-router';
import { ResourceListPage } from '../../features/resources/resource-list-page';
import { textParams } from '../../lib/search-params';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/resources/')({
  // `category`: 'downloadable' or 'masterclass' (footer links); the page reads others as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  loader: ({ context }) => loaded(() => [context.trpcUtils.content.resources.list.prefetch()]),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { category } = Route.useSearch();
  return <ResourceListPage category={category} />;
}
