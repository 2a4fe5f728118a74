import { createFileRoute } from '@tanstack/react-router';
import { SEARCH_TEXT } from '../../shared/constants/search';
import { SearchPage } from '../features/search/search-page';
import { searchPageParams } from '../features/search/search-params';
import { routeHead } from '../lib/route-head';

export const Route = createFileRoute('/search')({
  validateSearch: searchPageParams,
  loaderDeps: ({ search }) => search,
  // Imported here only, so the browser's bundle never holds the search's queries and schemas.
  loader: import.meta.env.SSR
    ? async ({ context, deps }) => (await import('../features/search/search-queries')).loadSearchPage(context.trpcUtils, deps)
    : undefined,
  // A page of results is for the visitor who searched, not for search engines' indexes.
  head: import.meta.env.SSR ? () => routeHead({ title: SEARCH_TEXT.searchTitle, path: '/search', noindex: true }) : undefined,
  component: FullSearchPage,
});

function FullSearchPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SearchPage title={SEARCH_TEXT.searchTitle} layout="list" params={params} onChange={(search) => void navigate({ search })} />;
}
