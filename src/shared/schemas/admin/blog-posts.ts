import { z } from 'zod';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../../constants/blog';
import {
  checkCoverImage,
  checkPostBody,
  checkPostDescription,
  checkPostTitle,
  checkScheduledFor,
  checkSeoDescription,
  checkSeoTitle,
} from '../../rules/blog';
import { storedImageAddress } from '../../rules/image-address';
import { id } from '../common';
import { slug } from '../content';
import { rule, ruledText } from '../text';
import { adminListInput } from './list';

export { BLOG_POST_STATUSES, type BlogPostStatus } from '../../constants/blog';

export const adminBlogPostListInput = adminListInput.extend({
  status: z.enum(BLOG_POST_STATUSES, { error: 'Unknown status' }).optional(),
  categoryId: id.optional(),
  authorId: id.optional(),
});
export type AdminBlogPostListInput = z.input<typeof adminBlogPostListInput>;
export type AdminBlogPostListQuery = z.output<typeof adminBlogPostListInput>;

/** Optional text: '' and null both mean none (stored as null). */
const optionalText = (name: string, check: (value: string) => string | null) =>
  ruledText(name, check)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * What the editor sends. `status` is what the admin chose: 'published' means publish now (a live
 * post keeps its date), 'scheduled' takes `scheduledFor`, a Sydney wall-clock time
 * ("YYYY-MM-DDTHH:mm", lib/sydney-clock.ts), which must be ahead.
 */
const blogPostObject = z.object({
  title: ruledText('Title', checkPostTitle),
  slug,
  description: ruledText('Description', checkPostDescription).default(''),
  body: z.string({ error: 'Body is required' }).check(rule(checkPostBody)).default(''),
  image: optionalText('Cover image', checkCoverImage).transform((value) => (value ? storedImageAddress(value) : null)),
  categoryId: id.nullish().transform((value) => value ?? null),
  authorId: id.nullish().transform((value) => value ?? null),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  /** Members may comment on it (docs/PRODUCT.md "Comments"); left out: open. */
  commentsOpen: z.boolean({ error: 'Comments open must be true or false' }).default(true),
  status: z.enum(BLOG_POST_STATUSES, { error: 'Choose draft, publish now or schedule' }),
  scheduledFor: z.string({ error: 'Schedule must be a date and time' }).nullish(),
  seoTitle: optionalText('SEO title', checkSeoTitle),
  seoDescription: optionalText('SEO description', checkSeoDescription),
});

/** A scheduled post's time, judged against this server's clock when the input is read. */
function scheduleIsAhead(post: { status: BlogPostStatus; scheduledFor?: string | null }, context: z.RefinementCtx) {
  if (post.status !== 'scheduled') return;
  const message = checkScheduledFor(post.scheduledFor ?? '', Date.now());
  if (message) context.addIssue({ code: 'custom', path: ['scheduledFor'], message });
}

export const createBlogPostInput = blogPostObject.superRefine(scheduleIsAhead);
export const updateBlogPostInput = blogPostObject.extend({ id }).superRefine(scheduleIsAhead);
export type BlogPostFieldsInput = z.input<typeof createBlogPostInput>;
export type BlogPostFields = z.output<typeof createBlogPostInput>;
export type UpdateBlogPostInput = z.input<typeof updateBlogPostInput>;

export const checkSlugInput = z.object({ slug, exceptId: id.optional() });

export interface SlugAvailability {
  available: boolean;
  /** A free slug close to the one asked for, when that one is taken. */
  suggestion: string | null;
}

/** A row of the admin's post list. `status` is judged on the server's clock. */
export interface AdminBlogPostRow {
  id: number;
  title: string;
  slug: string;
  status: BlogPostStatus;
  publishedAt: string | null;
  updatedAt: string;
  featured: boolean;
  category: { id: number; name: string } | null;
  author: { id: number; name: string } | null;
}

/** Everything the editor shows. */
export interface AdminBlogPostDetail {
  id: number;
  title: string;
  slug: string;
  description: string;
  body: string;
  image: string | null;
  categoryId: number | null;
  authorId: number | null;
  featured: boolean;
  commentsOpen: boolean;
  status: BlogPostStatus;
  publishedAt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
  /** Earlier addresses that answer 301 to this post. */
  oldSlugs: string[];
}
