/** PRODUCT.md "Screens", "Constants and limits": home-page thread previews. */
export const THREAD_PREVIEW_LENGTH = 120;
/** PRODUCT.md "Screens": descriptions in the admin debug panel. */
export const DEBUG_PREVIEW_LENGTH = 50;
export const ELLIPSIS = '...';

/**
 * PRODUCT.md "Screens": "cut at 120 characters with an ellipsis" keeps the first `max` characters and
 * then adds '...', so the ellipsis is not counted within `max`. Characters are code points
 * (Array.from), so an emoji's surrogate pair is never split. Spaces left at the cut are dropped
 * so the result reads 'Hello...' rather than 'Hello ...'. Text of `max` characters or fewer comes
 * back unchanged.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (typeof text !== 'string') return '';
  // Code points never outnumber UTF-16 units: short text needs no Array.from.
  if (!(text.length > max)) return text;
  const characters = Array.from(text);
  if (!(characters.length > max)) return text;
  return (
    characters
      .slice(0, Math.max(0, Math.floor(max)))
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/**
 * `text` as the end of a sentence: a full stop added unless it already ends in one (or in ! or ?),
 * so a name like "Little Wattle Co." reads "… Little Wattle Co. Claim it by …", not "Co..".
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
