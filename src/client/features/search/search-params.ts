// Loaded with the route tree (validateSearch) for every visitor: keep it a few bytes, no zod.
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import { optionalText } from '../../lib/search-params';

const TYPES = ['blog_post', 'recipe', 'resource', 'perk', 'thread'];

export interface SearchPageParams {
  q?: string;
  type?: 'blog_post' | 'recipe' | 'resource' | 'perk' | 'thread';
  page?: number;
  /** /simplified-search only: the header's cache-defeating time stamp, kept a number. */
  t?: number;
}

/**
 * A search page's URL state: `q` (cut to what the search boxes allow: a longer one, typed into the
 * address bar, is searched for as far as the server reads, not refused), `type` (one of the search's types, else all), `page` (a whole
 * number above 1, else the first), and `t` as a number. Numbers stay numbers: as text the router
 * would write them back JSON-quoted (`t=%221732...%22`).
 */
export function searchPageParams(search: Record<string, unknown>): SearchPageParams {
  const params: SearchPageParams = {};
  const q = optionalText(search.q);
  if (q !== undefined) params.q = q.slice(0, SEARCH_QUERY_MAX_LENGTH);
  if (TYPES.includes(search.type as string)) params.type = search.type as SearchPageParams['type'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100) params.page = page;
  const t = Number(search.t);
  if (search.t !== undefined && search.t !== '' && Number.isSafeInteger(t)) params.t = t;
  return params;
}
