import { RESOURCE_COMING_SOON_FILTERS, RESOURCE_FEATURED_FILTERS, RESOURCE_MEMBERS_FILTERS } from '../../../../shared/constants/resources';
import { parseId } from '../../../../shared/rules/ids';
import { parseAdminListSearch } from '../kit/admin-route-search';
import { oneOf } from '../recipes/recipe-list-search';

/** The search params of /admin/resources (a module of its own: it loads with every page). */
// A type, not an interface: useAdminListSearch's patch type needs an index signature.
export type ResourceListSearch = {
  q?: string;
  page?: number;
  category?: number;
  membersOnly?: (typeof RESOURCE_MEMBERS_FILTERS)[number];
  featured?: (typeof RESOURCE_FEATURED_FILTERS)[number];
  comingSoon?: (typeof RESOURCE_COMING_SOON_FILTERS)[number];
};

/** /admin/resources' filters from its search params: unknown values are dropped. */
export function parseResourceListSearch(search: Record<string, unknown>): ResourceListSearch {
  const result: ResourceListSearch = parseAdminListSearch(search);
  const category = parseId(search.category);
  const membersOnly = oneOf(search.membersOnly, RESOURCE_MEMBERS_FILTERS);
  const featured = oneOf(search.featured, RESOURCE_FEATURED_FILTERS);
  const comingSoon = oneOf(search.comingSoon, RESOURCE_COMING_SOON_FILTERS);
  if (category !== null) result.category = category;
  if (membersOnly) result.membersOnly = membersOnly;
  if (featured) result.featured = featured;
  if (comingSoon) result.comingSoon = comingSoon;
  return result;
}
