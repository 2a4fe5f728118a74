/** SPEC section 9. */
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SHORT_MS = 3000;
export const HASH_SCROLL_DELAY_MS = 100;
export const SEARCH_DIALOG_CLOSE_MS = 100;
