import type { TrpcUtils } from '../router';

export type { TrpcUtils };

/**
 * What a route's loader returns: the queries its page draws, fetched when the server renders the
 * page (entry-server.tsx waits for them, then draws the page once, with its data). In the browser
 * the loader starts nothing: the page's components ask as they always have (a page shows at once
 * with its loading states, forum reads are fetched again on each visit), and a server-rendered
 * page starts with these answers already in its cache.
 */
export function loaded(start: () => Promise<unknown>[]): Promise<unknown> | undefined {
  return import.meta.env.SSR ? Promise.all(start()) : undefined;
}

/**
 * Meta for a query a server-rendered page leaves to the browser on purpose: a member's own
 * reactions (SPEC section 4 draws the like control only once the page is in the browser) and
 * members' level badges (fetched fresh on every view).
 */
export const BROWSER_ONLY = { browserOnly: true } as const;
