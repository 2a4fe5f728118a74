/** Letters NFKD doesn't take apart into a base letter and an accent. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i' };

/** Slugs made from titles stop here, at a word's end: an address stays readable. */
export const SLUG_FROM_TITLE_MAX = 80;

/**
 * An address segment made from a title: lower-case letters and digits joined by single dashes
 * ("Mum's First Week: Café Tips" → "mums-first-week-cafe-tips"). Accents are dropped, apostrophes
 * vanish (so "Mum's" is "mums", not "mum-s"), "&" reads "and", and anything else between words
 * becomes one dash. The result passes the slug rule unless it is empty (a title of symbols only).
 */
export function slugify(text: string, max = SLUG_FROM_TITLE_MAX): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, max)).replace(/-+$/, '');
}
