import { parseId } from '../../../../shared/rules/ids';
import { optionalText } from '../../../lib/search-params';
import { parseAdminListSearch, type AdminListSearch } from '../kit/admin-route-search';

/** /admin/perks' filters, kept in the URL beside q and page. */
export type PerkFilters = {
  /** A category's id, or 'none'. */
  category?: string;
  featured?: 'yes' | 'no';
  status?: 'active' | 'expired';
};
export type PerkListSearch = AdminListSearch & PerkFilters;

/** /admin/perks' filters from its search params: unknown values are dropped (the filter shows All). */
export function parsePerkListSearch(search: Record<string, unknown>): PerkListSearch {
  const result: PerkListSearch = parseAdminListSearch(search);
  const category = optionalText(search.category);
  if (category === 'none' || (category !== undefined && parseId(category) !== null)) result.category = category;
  const featured = optionalText(search.featured);
  if (featured === 'yes' || featured === 'no') result.featured = featured;
  const status = optionalText(search.status);
  if (status === 'active' || status === 'expired') result.status = status;
  return result;
}

/** The list query's input from the URL's search. */
export function perkListInputOf(search: PerkFilters, q: string, page: number) {
  return {
    q: q || undefined,
    page,
    category: search.category === 'none' ? ('none' as const) : search.category ? Number(search.category) : undefined,
    featured: search.featured === undefined ? undefined : search.featured === 'yes',
    expired: search.status === undefined ? undefined : search.status === 'expired',
  };
}

/** /admin/perks/{id}: which codes, their search and page. */
export type PerkCodeFilters = { codes?: 'free' };
export type PerkDetailSearch = AdminListSearch & PerkCodeFilters;

export function parsePerkDetailSearch(search: Record<string, unknown>): PerkDetailSearch {
  const result: PerkDetailSearch = parseAdminListSearch(search);
  if (optionalText(search.codes) === 'free') result.codes = 'free';
  return result;
}
