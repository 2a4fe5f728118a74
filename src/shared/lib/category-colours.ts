/**
 * PRODUCT.md "Constants and limits": blog categories with their own colour. Values are Chakra colorPalette names,
 * so a badge takes `colorPalette={categoryColour(slug)}` and follows the theme's light/dark tones.
 */
export const CATEGORY_COLOURS: Readonly<Record<string, string>> = {
  nutrition: 'green',
  'product-reviews': 'purple',
  'self-care': 'pink',
  'parenting-tips': 'blue',
  'sleep-routines': 'teal',
};

/** Any other category, and posts without one. */
export const DEFAULT_CATEGORY_COLOUR = 'gray';

/** The colour palette for a category slug; case and surrounding spaces don't matter. */
export function categoryColour(slug: string | null | undefined): string {
  if (typeof slug !== 'string') return DEFAULT_CATEGORY_COLOUR;
  const key = slug.trim().toLowerCase();
  // Object.hasOwn, so a slug like 'constructor' can't pick up Object.prototype.
  return Object.hasOwn(CATEGORY_COLOURS, key) ? CATEGORY_COLOURS[key]! : DEFAULT_CATEGORY_COLOUR;
}
