import { countedLength } from './community';
import { fromSydneyLocal } from '../lib/sydney-clock';
import { checkImageField } from './image-address';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

export { checkSlug, SLUG_MAX, SLUG_TEXT } from './slug';

/**
 * What an admin writes in the blog editor. Zod-free: schemas/admin/blog-posts.ts builds the
 * server's input from these, and the editor calls them as the admin types.
 */
export const BLOG_POST_LIMITS = {
  titleMax: 200,
  descriptionMax: 500,
  bodyMax: 100_000,
  seoTitleMax: 200,
  seoDescriptionMax: 500,
  /** What search engines show; the editor's counters suggest these. */
  seoTitleSuggested: 60,
  seoDescriptionSuggested: 160,
} as const;

export const BLOG_ADMIN_TEXT = {
  slugTaken: 'That address is already used by another post.',
  slugAvailable: 'Available',
  scheduleRequired: 'Choose the date and time to publish',
  scheduleInvalid: 'That is not a date and time',
  schedulePast: 'Choose a time in the future, or publish now',
  notFound: 'Blog post not found',
  authorNotFound: 'That author no longer exists',
  categoryNotFound: 'That category no longer exists',
  timesAreSydney: 'Times are Australia/Sydney',
} as const;

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

function checkOptionalText(name: string, max: number, value: string): string | null {
  return checkPlainText(name, value) ?? (countedLength(value) > max ? tooLong(name, max) : null);
}

export function checkPostTitle(value: string): string | null {
  const plain = checkPlainText('Title', value);
  if (plain) return plain;
  const length = countedLength(value);
  if (length === 0) return 'Title is required';
  if (length > BLOG_POST_LIMITS.titleMax) return tooLong('Title', BLOG_POST_LIMITS.titleMax);
  return null;
}

export const checkPostDescription = (value: string) => checkOptionalText('Description', BLOG_POST_LIMITS.descriptionMax, value);
export const checkPostBody = (value: string) => checkOptionalText('Body', BLOG_POST_LIMITS.bodyMax, value);
export const checkSeoTitle = (value: string) => checkOptionalText('SEO title', BLOG_POST_LIMITS.seoTitleMax, value);
export const checkSeoDescription = (value: string) => checkOptionalText('SEO description', BLOG_POST_LIMITS.seoDescriptionMax, value);
export const checkCoverImage = (value: string) => checkImageField('Cover image', value);

/** A publication time typed in Sydney time ("YYYY-MM-DDTHH:mm"): it must name a moment ahead of `now`. */
export function checkScheduledFor(value: string, now: number): string | null {
  if (value.trim() === '') return BLOG_ADMIN_TEXT.scheduleRequired;
  const instant = fromSydneyLocal(value);
  if (!instant) return BLOG_ADMIN_TEXT.scheduleInvalid;
  if (instant.getTime() <= now) return BLOG_ADMIN_TEXT.schedulePast;
  return null;
}
