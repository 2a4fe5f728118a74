import { SEARCH_LIMITS, searchCursorOfPage } from '../../../shared/constants/search';
import type { TrpcUtils } from '../../lib/route-data';
import type { SearchPageParams } from './search-params';

/** The newest recipes the empty search page suggests. */
export const SUGGESTED_RECIPES = 3;

/** The query's results page, or the suggestions an empty search page shows. */
export function loadSearchPage(utils: TrpcUtils, params: SearchPageParams) {
  const q = params.q?.trim() ?? '';
  return Promise.all(
    q
      ? [utils.search.find.prefetch({ q, type: params.type, limit: SEARCH_LIMITS.pageSize, cursor: searchCursorOfPage(params.page ?? 1) })]
      : [utils.content.blog.featured.prefetch(), utils.content.recipes.list.prefetch({ limit: SUGGESTED_RECIPES })],
  );
}
