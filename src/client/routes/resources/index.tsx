import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';
import { optionalText } from '../../lib/search-params';

export interface ResourcesSearch {
  /** e.g. 'downloadable' or 'masterclass' (footer links). */
  category?: string;
}

export const Route = createFileRoute('/resources/')({
  validateSearch: (search: Record<string, unknown>): ResourcesSearch => {
    const category = optionalText(search.category);
    return category === undefined ? {} : { category };
  },
  component: ResourcesPage,
});

function ResourcesPage() {
  return <PageTitle title="Resources" />;
}
