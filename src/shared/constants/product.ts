export const PRODUCT_NAME = 'Mama Village';
export const DEFAULT_DESCRIPTION = 'Community & Resources for Mums';
export const BRAND_COLOUR = '#F5A290';
/** Below this width the mobile layout (menu toggle, no header search box) is used. */
export const MOBILE_BREAKPOINT_PX = 768;
