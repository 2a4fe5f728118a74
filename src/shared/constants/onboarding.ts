/**
 * The sign-up popup and the onboarding tour (PRODUCT.md "Screens", "States and transitions", "Constants and limits"; PRODUCT.md "Onboarding").
 * Their delays are in timing.ts.
 */

/** PRODUCT.md "Constants and limits": the session-storage flag set once the visitor has closed the sign-up popup. */
export const SIGNUP_POPUP_SEEN_KEY = 'hasSeenSignupPopup';

/**
 * Pages the sign-up popup never shows on: the account forms (it would be a second sign-up form
 * over the first) and the admin area. Everything under /admin, /admin/login included.
 */
export const SIGNUP_POPUP_HIDDEN_PATHS = ['/auth', '/community/auth', '/forgot-password', '/reset-password'] as const;
export const SIGNUP_POPUP_HIDDEN_PREFIX = '/admin';

/** Whether the sign-up popup may show on this page (a trailing slash doesn't count). */
export function signupPopupAllowedOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === SIGNUP_POPUP_HIDDEN_PREFIX || path.startsWith(`${SIGNUP_POPUP_HIDDEN_PREFIX}/`)) return false;
  return !(SIGNUP_POPUP_HIDDEN_PATHS as readonly string[]).includes(path);
}

/** PRODUCT.md "Constants and limits" leaves the tour flag's key open: local storage, one key per member id. */
export const TOUR_COMPLETED_KEY_PREFIX = 'mama-village-tour-completed:';
export const tourCompletedKey = (userId: number) => `${TOUR_COMPLETED_KEY_PREFIX}${userId}`;

/** PRODUCT.md "Constants and limits": the tour has 10 steps. */
export const TOUR_STEP_COUNT = 10;
