import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { HASH_SCROLL_DELAY_MS } from '../../../shared/constants/timing';

/**
 * SPEC section 2 "Other behaviour": navigation scrolls to the top; with a hash in the URL, the
 * element with that id is smooth-scrolled into view after 100 ms (the top if it is missing).
 * The page's first render leaves the scroll alone: a server-drawn page may already have been
 * scrolled by the visitor (or restored by the browser on reload) before the app took over.
 */
export function ScrollManager() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });
  // The location this effect last ran for: none on the page's first render (and the same one when
  // StrictMode runs the effect twice), when nothing has navigated yet.
  const lastLocation = useRef<string | null>(null);

  useEffect(() => {
    const location = `${pathname}#${hash}`;
    const navigated = lastLocation.current !== null && lastLocation.current !== location;
    lastLocation.current = location;
    if (!hash) {
      if (navigated) window.scrollTo({ top: 0, left: 0 });
      return;
    }
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
