import { toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import type { BlogPostStatus } from '../../../../shared/constants/blog';
import {
  checkCoverImage,
  checkPostBody,
  checkPostDescription,
  checkPostTitle,
  checkScheduledFor,
  checkSeoDescription,
  checkSeoTitle,
  checkSlug,
} from '../../../../shared/rules/blog';
import type { AdminBlogPostDetail, BlogPostFieldsInput } from '../../../../shared/schemas/admin/blog-posts';

/** The editor's state: text as typed; '' for "none" in the selects. */
export interface PostFormValues {
  title: string;
  slug: string;
  /** Once the admin types in the slug field, the title stops rewriting it. */
  slugEdited: boolean;
  description: string;
  body: string;
  image: string | null;
  categoryId: string;
  authorId: string;
  featured: boolean;
  /** Members may comment under it (docs/PRODUCT.md "Comments"). */
  commentsOpen: boolean;
  status: BlogPostStatus;
  /** Sydney wall-clock time, "YYYY-MM-DDTHH:mm" (an <input type="datetime-local">). */
  scheduledFor: string;
  seoTitle: string;
  seoDescription: string;
}

type PostFormField = Exclude<keyof PostFormValues, 'slugEdited'>;
type PostFormErrors = Partial<Record<PostFormField, string>>;

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  slugEdited: false,
  description: '',
  body: '',
  image: null,
  categoryId: '',
  authorId: '',
  featured: false,
  commentsOpen: true,
  status: 'draft',
  scheduledFor: '',
  seoTitle: '',
  seoDescription: '',
};

/** A saved post in the form; its slug is its address now, never rewritten from the title. */
export function valuesOf(post: AdminBlogPostDetail): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    slugEdited: true,
    description: post.description,
    body: post.body,
    image: post.image,
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    authorId: post.authorId === null ? '' : String(post.authorId),
    featured: post.featured,
    commentsOpen: post.commentsOpen,
    status: post.status,
    scheduledFor: post.status === 'scheduled' && post.publishedAt ? toSydneyLocal(post.publishedAt) : '',
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
  };
}

/** The same checks the server makes (shared/rules), so the form says what the server would. */
export function checkPostForm(values: PostFormValues, now = Date.now()): PostFormErrors {
  const errors: PostFormErrors = {};
  const checks: [PostFormField, string | null][] = [
    ['title', checkPostTitle(values.title)],
    ['slug', checkSlug(values.slug.trim())],
    ['description', checkPostDescription(values.description)],
    ['body', checkPostBody(values.body)],
    ['image', checkCoverImage(values.image ?? '')],
    ['scheduledFor', values.status === 'scheduled' ? checkScheduledFor(values.scheduledFor, now) : null],
    ['seoTitle', checkSeoTitle(values.seoTitle)],
    ['seoDescription', checkSeoDescription(values.seoDescription)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export function toPostInput(values: PostFormValues): BlogPostFieldsInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    body: values.body,
    image: values.image,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    authorId: values.authorId ? Number(values.authorId) : null,
    featured: values.featured,
    commentsOpen: values.commentsOpen,
    status: values.status,
    scheduledFor: values.status === 'scheduled' ? values.scheduledFor : null,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
  };
}
