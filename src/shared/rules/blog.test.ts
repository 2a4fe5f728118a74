import { describe, expect, it } from 'vitest';
import { createBlogPostInput } from '../schemas/admin/blog-posts';
import { createAuthorInput } from '../schemas/admin/authors';
import { checkAuthorName } from './authors';
import { checkPostTitle, checkScheduledFor, checkSlug } from './blog';

const NOW = Date.UTC(2025, 6, 1, 0, 0); // 10 am in Sydney

/** The message the server's schema gives for `field`, to compare with the form's. */
function serverMessage(schema: typeof createBlogPostInput | typeof createAuthorInput, input: object, field: string) {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null);
}

describe('blog rules', () => {
  it('title: required, plain, at most 200 characters', () => {
    expect(checkPostTitle('  ')).toBe('Title is required');
    expect(checkPostTitle('x'.repeat(201))).toBe('Title must be at most 200 characters');
    expect(checkPostTitle('a\u0000b')).toBe('Title contains characters that are not allowed');
    expect(checkPostTitle('Sleep')).toBeNull();
  });

  it('slug: required, short, lower-case words joined by single dashes', () => {
    expect(checkSlug('')).toBe('Slug is required');
    expect(checkSlug('a'.repeat(201))).toBe('Slug is too long');
    for (const bad of ['Sleep', 'a--b', '-a', 'a-', 'a b', 'é']) {
      expect(checkSlug(bad)).toBe('Slug may only contain lower-case letters, digits and dashes');
    }
    expect(checkSlug('sleep-0-6-months')).toBeNull();
  });

  it('schedule: a Sydney time ahead of now', () => {
    expect(checkScheduledFor('', NOW)).toBe('Choose the date and time to publish');
    expect(checkScheduledFor('2025-07-01 11:00', NOW)).toBe('That is not a date and time');
    expect(checkScheduledFor('2025-07-01T10:00', NOW)).toBe('Choose a time in the future, or publish now');
    expect(checkScheduledFor('2025-07-01T10:01', NOW)).toBeNull();
  });

  it('the server says what the form says', () => {
    const base = { title: 'Sleep', slug: 'sleep', status: 'draft' as const };
    for (const title of ['  ', 'x'.repeat(201)]) {
      expect(serverMessage(createBlogPostInput, { ...base, title }, 'title')).toBe(checkPostTitle(title));
    }
    for (const slug of ['', 'Bad Slug', 'a'.repeat(201)]) {
      expect(serverMessage(createBlogPostInput, { ...base, slug }, 'slug')).toBe(checkSlug(slug));
    }
    expect(serverMessage(createBlogPostInput, { ...base, status: 'scheduled', scheduledFor: '2000-01-01T00:00' }, 'scheduledFor')).toBe(
      'Choose a time in the future, or publish now',
    );
    expect(serverMessage(createAuthorInput, { name: ' ' }, 'name')).toBe(checkAuthorName(' '));
  });
});
