import { useEffect } from 'react';
import { trpc } from '../../trpc';

/** PRODUCT.md "Constants and limits": the resource list is fetched again this long after the page mounts. */
const RESOURCE_REFETCH_DELAY_MS = 500;

/**
 * PRODUCT.md "States and transitions", "Constants and limits": the resource list is never fresh (staleTime 0), is refetched when the
 * window regains focus, and once more 500 ms after mount (an admin's change shows up quickly).
 * A fetch still under way at that moment is joined rather than restarted.
 */
export function useResources() {
  const query = trpc.content.resources.list.useQuery(undefined, {
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  useEffect(() => {
    const timer = window.setTimeout(() => void refetch({ cancelRefetch: false }), RESOURCE_REFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [refetch]);
  return query;
}
