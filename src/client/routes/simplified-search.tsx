import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';
import { textParams } from '../lib/search-params';

export const Route = createFileRoute('/simplified-search')({
  // `q`: the query; `t`: a time stamp that only defeats caching (search-navigation.ts).
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['q', 't']),
  component: SimplifiedSearchPage,
});

function SimplifiedSearchPage() {
  return <PageTitle title="Search Results" />;
}
