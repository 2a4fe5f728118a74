import { useCallback, useSyncExternalStore } from 'react';
import { HEADER_SEARCH_BOX_PX, MOBILE_BREAKPOINT_PX } from '../../shared/constants/product';

/** PRODUCT.md "Constants and limits": below 768 px the mobile layout is used. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Whether a CSS media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Whether the desktop header has room for its search box (see HEADER_SEARCH_BOX_PX). */
export function useHeaderHasSearchBox(): boolean {
  return useMediaQuery(`(min-width: ${HEADER_SEARCH_BOX_PX}px)`);
}
