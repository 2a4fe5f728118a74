/** PRODUCT.md "States and transitions": the Help menu's tour entry, 'Take Tour Again' once she has seen the tour. */
export const TOUR_MENU_TEXT = {
  tour: 'Take Platform Tour',
  tourAgain: 'Take Tour Again',
} as const;
