import { useSyncExternalStore } from 'react';
import { SIGNUP_POPUP_SEEN_KEY, tourCompletedKey } from '../../../shared/constants/onboarding';

/**
 * What the sign-up popup and the tour share with the rest of the app: their flags in the
 * browser's storage and whether the tour is open. The app shell (onboarding.tsx) shows the tour;
 * the Help menu opens it from here. Kept small: it is part of every first load.
 */

const listeners = new Set<() => void>();
let tourOpen = false;
/** Shown at least once in this page load: its dialog stays mounted, so it can close gracefully. */
let tourShown = false;
/** Tests of other features turn the automatic popup and tour off (src/test/client-setup.ts). */
let autoStart = true;

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
function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string, value: boolean) {
  try {
    if (value) storage().setItem(key, 'true');
    else storage().removeItem(key);
  } catch {
    // Not remembered: the worst case is seeing it again.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export function setOnboardingAutoStart(enabled: boolean) {
  autoStart = enabled;
}

export function onboardingAutoStart(): boolean {
  return autoStart;
}

// ---------------------------------------------------------------- sign-up popup

/** SPEC section 4: once closed, the popup stays away for the rest of the browser session. */
export function signupPopupSeen(): boolean {
  return read(session, SIGNUP_POPUP_SEEN_KEY);
}

export function markSignupPopupSeen() {
  write(session, SIGNUP_POPUP_SEEN_KEY, true);
}

// ---------------------------------------------------------------- tour

export function tourCompleted(userId: number): boolean {
  return read(local, tourCompletedKey(userId));
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
  write(local, tourCompletedKey(userId), false);
  tourReturnFocus = returnFocusTo;
  tourOpen = true;
  tourShown = true;
  notify();
}

/** She finished or skipped it (SPEC section 4): either way the flag is set and the tour hides. */
export function finishTour(userId: number) {
  write(local, tourCompletedKey(userId), true);
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
