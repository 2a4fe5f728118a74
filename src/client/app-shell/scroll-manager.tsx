import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS } from '../../shared/constants/timing';

/**
 * PRODUCT.md "Screens" (Other behaviour): with a hash in the URL, the element with that id is
 * smooth-scrolled into view after 100 ms (the top if it is missing). Navigations without one are
 * scrolled to the top by the router (router.tsx).
 */
export function ScrollManager() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(safeDecode(hash));
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else window.scrollTo({ top: 0, left: 0 });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
