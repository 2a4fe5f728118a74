import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DEFAULT_MS } from '../../../shared/constants/timing';

/** PRODUCT.md "Constants and limits": a swipe to the right of this many pixels dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * The one toaster of the app: `toaster.create({ title, description, type })` from anywhere.
 * PRODUCT.md "Constants and limits": 5000 ms by default, F8 moves focus to the toasts, swipe right dismisses.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: TOAST_DEFAULT_MS,
  hotkey: ['F8'],
  max: 5,
});

/** Fetches the toast UI ahead of need (tests call it so the first toast is not slowed down). */
export const preloadToasterView = () => import('./toaster-view');

const ToasterView = lazy(preloadToasterView);

/** Set once the first toast is created; from then on the toast UI stays mounted. */
let toastsUsed = false;

function subscribeToFirstToast(onChange: () => void) {
  return toaster.subscribe(() => {
    toastsUsed = true;
    onChange();
  });
}

const toastsNeeded = () => toastsUsed || toaster.getVisibleToasts().length > 0;

/**
 * Renders the toasts. Their machinery (about 20 KB gzip) is fetched when the first toast is
 * created, not on every first page load; toasts created meanwhile are shown once it arrives.
 */
export function Toaster() {
  const needed = useSyncExternalStore(subscribeToFirstToast, toastsNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
