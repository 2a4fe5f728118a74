/** Draft; published (live now or since); scheduled: published with a time still ahead. */
export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Articles per page on /blog: three rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 9;
