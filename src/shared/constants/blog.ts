/** Draft; published (live now or since); scheduled: published with a time still ahead. */
export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
