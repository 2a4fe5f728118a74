import { fullPageNavigation } from '../../lib/full-page-navigation';

const SEARCH_PATH = '/simplified-search';

/** The address of a search: query `q` plus a time stamp `t` that defeats caching (PRODUCT.md "Screens"). */
export function searchUrl(query: string, now: number = Date.now()): string {
  const params = new URLSearchParams({ q: query, t: String(now) });
  return `${SEARCH_PATH}?${params.toString()}`;
}

/**
 * PRODUCT.md "Screens" (Search): a non-blank trimmed query does a full page navigation to the search
 * page. Returns whether it navigated (blank queries do nothing).
 */
export function submitSearch(rawQuery: string): boolean {
  const query = rawQuery.trim();
  if (!query) return false;
  fullPageNavigation.go(searchUrl(query));
  return true;
}
