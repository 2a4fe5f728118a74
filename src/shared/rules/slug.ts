/** The address segment of a post or recipe page: what the public pages look content up by. */
export const SLUG_MAX = 200;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_TEXT = {
  required: 'Slug is required',
  tooLong: 'Slug is too long',
  shape: 'Slug may only contain lower-case letters, digits and dashes',
} as const;

/** What is wrong with a slug (already trimmed), or null. */
export function checkSlug(value: string): string | null {
  if (value.length === 0) return SLUG_TEXT.required;
  if (value.length > SLUG_MAX) return SLUG_TEXT.tooLong;
  if (!SLUG_SHAPE.test(value)) return SLUG_TEXT.shape;
  return null;
}
