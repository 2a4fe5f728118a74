import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { deserialize, type Serialized, serialize } from '../../shared/lib/wire-format';

/**
 * The React Query cache a server-rendered page was drawn from, sent inside the page so the
 * browser starts from the same answers and draws the same page, without asking again. Only
 * answers travel: a query that failed on the server (a missing post) was drawn as loading, as
 * the browser draws it before asking again. It goes as JSON in a script the browser doesn't run
 * (tRPC's wire format: Dates stay Dates).
 */
export const PAGE_STATE_ID = 'mv-page-state';

/**
 * `<` escaped, so no text in the data (a post's body…) can end the script element early.
 * `drawnAt`: when the page was drawn, for its relative dates (lib/page-clock.tsx).
 */
export function pageStateScript(queryClient: QueryClient, drawnAt: number): string {
  const json = JSON.stringify(serialize(dehydrate(queryClient)))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}" data-drawn-at="${drawnAt}">${json}</script>`;
}

/**
 * Fills the browser's cache from the page's state; null when the page came without one.
 *
 * Until `forgetPageAnswers()` (the visitor leaves the page), the page's answers are not asked for
 * again when its components mount, not even the queries otherwise fetched afresh whenever their
 * page opens (forum reads, `staleTime: 0`): they are as current as the page, which the server
 * drops from its cache as soon as what it shows changes. Asked again, a forum page's lists were
 * fetched and drawn a second time at every takeover (/community: a 350 ms task on a 4× slowed CPU).
 */
export function hydratePageState(
  queryClient: QueryClient,
  doc: Document = document,
): { drawnAt: number | undefined; forgetPageAnswers(): void } | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  const state = deserialize<DehydratedState>(JSON.parse(element.textContent) as Serialized);
  const drawnAt = Number(element.dataset.drawnAt) || undefined;
  hydrate(queryClient, state);
  element.remove();
  const fromThePage = new Set(state.queries.map((query) => query.queryHash));
  // createQueryClient leaves refetchOnMount at React Query's default (true): only the page's own answers differ.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !fromThePage.has(query.queryHash) },
  });
  return { drawnAt, forgetPageAnswers: () => fromThePage.clear() };
}
