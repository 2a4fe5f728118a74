/** The five blog categories of PRODUCT.md "Constants and limits", each with its own colour. */
export const BLOG_CATEGORY_SLUGS = ['nutrition', 'product-reviews', 'self-care', 'parenting-tips', 'sleep-routines'] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORY_SLUGS)[number];

/** Draft; published (live now or since); scheduled: published with a time still ahead. */
export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Articles per page on /blog: three rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 9;
