/**
 * PRODUCT.md "Constants and limits": a resource shows in the masterclass section only with a category of this name.
 * Here rather than in schemas/content.ts so client code can use it without loading zod (the home
 * page is the first load); the schema module re-exports it.
 */
export const MASTERCLASS_CATEGORY_NAME = 'Events Or Masterclasses';

/** The `?category=` values of /resources (PRODUCT.md "Screens", footer links); zod-free like the above. */
export const RESOURCE_FILTERS = ['downloadable', 'masterclass'] as const;
