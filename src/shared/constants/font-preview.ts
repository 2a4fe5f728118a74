import { PRODUCT_NAME } from './product';

/**
 * The font preview tool (PRODUCT.md "Screens", "States and transitions", "Messages", "Constants and limits"; PRODUCT.md "Member extras"): a personal
 * heading font kept in this browser, winning over the admin's site-wide choice.
 */

/** {product} in PRODUCT.md "Constants and limits"'s storage keys: the product name in lower case, words joined by '-'. */
export const PRODUCT_STORAGE_SLUG = PRODUCT_NAME.toLowerCase().replace(/\s+/g, '-');

/** localStorage: the heading font saved with the tool's Save ('mama-village_saved_font'). */
export const SAVED_FONT_KEY = `${PRODUCT_STORAGE_SLUG}_saved_font`;

/**
 * localStorage: the body text font ('mama-village-font', PRODUCT.md "Constants and limits": default 'font-inter'). The tool
 * offers heading fonts only, so the body stays Inter and this key is only ever read.
 */
export const BODY_FONT_KEY = `${PRODUCT_STORAGE_SLUG}-font`;
export const DEFAULT_BODY_FONT = 'font-inter';

/** sessionStorage: set when a page was opened with `?font-preview`, so the button stays for the session. */
export const FONT_PREVIEW_SESSION_KEY = `${PRODUCT_STORAGE_SLUG}_font_preview`;

/** The query parameter that shows the tool's open button to anyone. */
export const FONT_PREVIEW_PARAM = 'font-preview';
