/** PRODUCT.md "Constants and limits". */
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SHORT_MS = 3000;
export const HASH_SCROLL_DELAY_MS = 100;
export const SEARCH_DIALOG_CLOSE_MS = 100;
/** PRODUCT.md "States and transitions", "Constants and limits": the sign-up popup shows 3 s after load and closes 2 s after joining. */
export const SIGNUP_POPUP_DELAY_MS = 3000;
export const SIGNUP_POPUP_AUTO_CLOSE_MS = 2000;
/** PRODUCT.md "States and transitions", "Constants and limits": the onboarding tour starts 1 s after load for a member who hasn't seen it. */
export const TOUR_DELAY_MS = 1000;
/**
 * PRODUCT.md "Constants and limits": a tooltip shows 700 ms after the pointer or focus reaches its control; within
 * 300 ms of one closing, the next shows at once (its skip delay: moving along a row of controls).
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
