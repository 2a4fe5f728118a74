import { optionalText } from '../../../lib/search-params';

// The admin routes' validateSearch: in a module of its own, apart from the hook, because route
// files load with every page.

/** The search params every admin list keeps in its URL. */
export interface AdminListSearch {
  q?: string;
  page?: number;
}

/** A positive whole number from a search value (`?page=3` arrives as the number 3), else undefined. */
export function positivePage(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : undefined;
}

/**
 * q (trimmed, blank dropped) and page (a positive whole number; junk dropped, so page 1).
 * Zod-free like lib/search-params.ts. A list with filters parses them on top of it.
 */
export function parseAdminListSearch(search: Record<string, unknown>): AdminListSearch {
  const result: AdminListSearch = {};
  const q = optionalText(search.q)?.trim();
  if (q) result.q = q;
  const page = positivePage(search.page);
  if (page !== undefined && page > 1) result.page = page;
  return result;
}

/**
 * The `validateSearch` of every admin list route: q and page as above, any other param kept as
 * text or number. Each page reads its own filters from that with its parser (useAdminListSearch's argument),
 * so the filters' rules load with the admin pages, never with the visitor's first page.
 */
export function parseAdminRouteSearch(search: Record<string, unknown>): AdminListSearch & Record<string, string | number> {
  const result: AdminListSearch & Record<string, string | number> = { ...parseAdminListSearch(search) } as Record<string, string | number>;
  for (const [key, value] of Object.entries(search)) {
    if (key === 'q' || key === 'page') continue;
    // As the router read it (`?category=2` is the number 2); objects and lists are dropped.
    if (typeof value === 'number') result[key] = value;
    else if (optionalText(value) !== undefined) result[key] = optionalText(value)!;
  }
  return result;
}
