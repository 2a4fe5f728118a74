export const PRODUCT_NAME = 'Mama Village';
export const DEFAULT_DESCRIPTION = 'Community & Resources for Mums';
export const BRAND_COLOUR = '#F5A290';
/** Below this width the mobile layout (menu toggle, no header search box) is used. */
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * From this width the desktop header has room for its search box (Chakra's `lg`); between the two
 * (a tablet's 768–1023 px) it has the phone's search button, or the box would be squeezed to an
 * unusable sliver and Join Now pushed off the screen.
 */
export const HEADER_SEARCH_BOX_PX = 1024;
