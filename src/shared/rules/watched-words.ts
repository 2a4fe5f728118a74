/**
 * The watched words (docs/PRODUCT.md "Moderation", holds and watched words): words or phrases the
 * team lists, each with what a post containing it gets. Matched on normalised text, whole words
 * only, so "ass" never catches "class" and "sooo" counts as "so". Zod-free: the server's check and
 * the composer's safety panel (rules/safety.ts) read the same text the same way.
 */

/** block: refused (400, naming the word); hold: waits for a check; flag: published and queued; safety: published, queued first, support shown. */
export const WATCHED_WORD_ACTIONS = ['block', 'hold', 'flag', 'safety'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];

export interface WatchedWord {
  phrase: string;
  action: WatchedWordAction;
}

/** A watched word or phrase: at least 2 characters after normalising, at most this many. */
export const WATCHED_PHRASE_MAX = 80;
export const WATCHED_WORDS_MAX = 300;

/**
 * Lower case, accents stripped, anything not a letter or digit to a space, runs of one letter
 * collapsed ("Sooo" → "so", "cafÉ!!" → "cafe"), spaces single. Applied to both sides of a match.
 */
export function normaliseForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\p{L})\1+/gu, '$1')
    .trim();
}

/** Whether normalised `haystack` holds normalised `phrase` as whole words. */
export function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase !== '' && ` ${haystack} `.includes(` ${phrase} `);
}

/** The watched words `text` contains, in the list's order. */
export function matchWatchedWords(text: string, words: readonly WatchedWord[]): WatchedWord[] {
  const haystack = normaliseForMatching(text);
  return words.filter((word) => containsPhrase(haystack, normaliseForMatching(word.phrase)));
}

/** The problem with one entry of the list, or null. */
export function checkWatchedPhrase(phrase: string): string | null {
  if (normaliseForMatching(phrase).length < 2) return 'A watched word needs at least 2 letters or digits';
  if (phrase.trim().length > WATCHED_PHRASE_MAX) return `A watched word must be at most ${WATCHED_PHRASE_MAX} characters`;
  return null;
}
