import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type AdminListSearch, parseAdminListSearch } from './admin-route-search';

type SearchPatch = Record<string, unknown>;

/** Drops empty values so the URL carries no `?q=&status=`. */
function cleaned(search: SearchPatch): SearchPatch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * Reads and changes the current admin list's search params in the URL:
 * - `setQ(text)`: a new search, back to page 1; replaces the history entry (typing isn't a step
 *   the back button should walk through);
 * - `setPage(n)`: a history entry per page;
 * - `setSearch({ status: 'draft' })`: any other param (a filter), back to page 1 unless `page` is
 *   part of the patch; `{ replace: true }` to replace the entry;
 * - `clearFilters()`: all of them off.
 * `page` is always a number (1 when absent) so it goes straight into the list's query input;
 * `search` is what `parseFilters` (the page's own filters' parser) makes of the params.
 */
export function useAdminListSearch<T extends object = SearchPatch>(parseFilters?: (search: SearchPatch) => T) {
  const raw = useSearch({ strict: false }) as SearchPatch;
  const navigate = useNavigate();
  const { q, page } = parseAdminListSearch(raw);
  const filters: object = parseFilters ? parseFilters(raw) : raw;

  const setSearch = useCallback(
    (patch: Partial<T> | AdminListSearch, options: { replace?: boolean } = {}) => {
      void navigate({
        to: '.',
        search: ((previous: SearchPatch) => {
          const next = { ...previous, ...patch };
          if (!('page' in patch) || next.page === 1) delete next.page;
          return cleaned(next);
        }) as never,
        replace: options.replace,
      });
    },
    [navigate],
  );
  const setQ = useCallback((text: string) => setSearch({ q: text.trim() || undefined }, { replace: true }), [setSearch]);
  const setPage = useCallback((next: number) => setSearch({ page: next }), [setSearch]);
  /** "Clear filters": the search text and every filter off, back to page 1. */
  const clearFilters = useCallback(() => void navigate({ to: '.', search: {} as never }), [navigate]);

  return {
    search: filters as Partial<T>,
    q: q ?? '',
    page: page ?? 1,
    /** A search or filter is on: an empty page means nothing matched, not an empty list. */
    filtered:
      Boolean(q) || Object.entries(filters).some(([key, value]) => key !== 'page' && key !== 'q' && value !== undefined && value !== ''),
    setQ,
    setPage,
    setSearch,
    clearFilters,
  };
}
