/**
 * PRODUCT.md "Screens": first letters of the words, at most 2, upper case; a single word gives its
 * first 2 letters. Array.from keeps emoji and accented letters whole.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}
