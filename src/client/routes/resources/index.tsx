import { createFileRoute } from '@tanstack/react-router';
import { listPageHead } from '../../lib/route-head';
import { ResourceListPage } from '../../features/resources/resource-list-page';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/resources/')({
  // `category`: 'downloadable' or 'masterclass' (footer links); the page reads others as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  loader: import.meta.env.SSR ? ({ context }) => Promise.all([context.trpcUtils.content.resources.list.prefetch()]) : undefined,
  head: import.meta.env.SSR ? () => listPageHead('resources') : undefined,
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { category } = Route.useSearch();
  return <ResourceListPage category={category} />;
}
