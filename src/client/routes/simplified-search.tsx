import { createFileRoute } from '@tanstack/react-router';
import { SEARCH_TEXT } from '../../shared/constants/search';
import { SearchPage } from '../features/search/search-page';
import { searchPageParams } from '../features/search/search-params';
import { routeHead } from '../lib/route-head';

export const Route = createFileRoute('/simplified-search')({
  // `q`: the query; `t`: a time stamp that only defeats caching (search-navigation.ts), kept a number.
  validateSearch: searchPageParams,
  loaderDeps: ({ search }) => search,
  // Imported here only, so the browser's bundle never holds the search's queries and schemas.
  loader: import.meta.env.SSR
    ? async ({ context, deps }) => (await import('../features/search/search-queries')).loadSearchPage(context.trpcUtils, deps)
    : undefined,
  // A page of results is for the visitor who searched, not for search engines' indexes.
  head: import.meta.env.SSR ? () => routeHead({ title: SEARCH_TEXT.resultsTitle, path: '/simplified-search', noindex: true }) : undefined,
  component: SimplifiedSearchPage,
});

function SimplifiedSearchPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      title={SEARCH_TEXT.resultsTitle}
      layout="list"
      params={params}
      // A new search from this page drops the header's time stamp.
      onChange={(search) => void navigate({ search })}
    />
  );
}
