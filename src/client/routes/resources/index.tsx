import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/resources/')({
  // `category`: e.g. 'downloadable' or 'masterclass' (footer links).
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  component: ResourcesPage,
});

function ResourcesPage() {
  return <PageTitle title="Resources" />;
}
