import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';
import { optionalText } from '../lib/search-params';

export interface SimplifiedSearch {
  /** The query. */
  q?: string;
  /** A time stamp that only defeats caching. */
  t?: string;
}

export const Route = createFileRoute('/simplified-search')({
  validateSearch: (search: Record<string, unknown>): SimplifiedSearch => {
    const q = optionalText(search.q);
    const t = optionalText(search.t);
    return { ...(q === undefined ? {} : { q }), ...(t === undefined ? {} : { t }) };
  },
  component: SimplifiedSearchPage,
});

function SimplifiedSearchPage() {
  return <PageTitle title="Search Results" />;
}
