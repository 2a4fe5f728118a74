import { useSyncExternalStore } from 'react';
import { tourCompletedKey } from '../../../shared/constants/onboarding';

/**
 * The tour's state, shared by the app shell (member-onboarding.tsx shows it), the Help menu and
 * the mobile menu (they open it): its flag per member in localStorage and whether it is open.
 * Members only: visitors' first load doesn't carry it.
 */

const listeners = new Set<() => void>();
let tourOpen = false;
/** Shown at least once in this page load: its dialog stays mounted, so it can close gracefully. */
let tourShown = false;

function notify() {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Storage can be switched off or full (private windows): then nothing is remembered. */
function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean) {
  try {
    if (value) window.localStorage.setItem(key, 'true');
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered: the worst case is seeing it again.
  }
}

// ---------------------------------------------------------------- tour

export function tourCompleted(userId: number): boolean {
  return readFlag(tourCompletedKey(userId));
}

/** Where focus goes when the tour closes, when not where it was (a menu item that is gone). */
let tourReturnFocus: HTMLElement | null = null;

export function tourReturnFocusElement(): HTMLElement | null {
  return tourReturnFocus;
}

/**
 * Opens the tour for this member; it counts as not seen until she finishes or skips it.
 * `returnFocusTo`: the control focus goes back to on closing (the Help menu's button).
 */
export function showTour(userId: number, returnFocusTo: HTMLElement | null = null) {
  writeFlag(tourCompletedKey(userId), false);
  tourReturnFocus = returnFocusTo;
  tourOpen = true;
  tourShown = true;
  notify();
}

/** She finished or skipped it (PRODUCT.md "States and transitions"): either way the flag is set and the tour hides. */
export function finishTour(userId: number) {
  writeFlag(tourCompletedKey(userId), true);
  tourOpen = false;
  notify();
}

/** Hides the tour without a verdict (she signed out meanwhile). */
export function hideTour() {
  if (!tourOpen) return;
  tourOpen = false;
  notify();
}

export function useTourOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tourOpen,
    () => false,
  );
}

export function useTourShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tourShown,
    () => false,
  );
}

/** 'Take Platform Tour' or 'Take Tour Again' (Help menu). */
export function useTourCompleted(userId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tourCompleted(userId),
    () => false,
  );
}
