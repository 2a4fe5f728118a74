import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants/product';

/** SPEC section 9: below 768 px the mobile layout is used. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(MOBILE_QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
