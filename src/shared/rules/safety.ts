import { containsPhrase, normaliseForMatching } from './watched-words';

/**
 * Phrases that suggest a mum or a baby may be at risk (docs/PRODUCT.md "Moderation", safety).
 * Short and careful on purpose: each one publishes the post as usual, puts it first in the queue,
 * tells the team at once and shows the writer where help is. It never blocks or holds anything,
 * and never counts against her. The team adds its own with the watched words' `safety` action.
 */
export const SAFETY_PHRASES = [
  'kill myself',
  'killing myself',
  'end my life',
  'end it all',
  'want to die',
  'wish i was dead',
  'better off without me',
  'suicidal',
  'hurt myself',
  'harm myself',
  'self harm',
  'hurt my baby',
  'harm my baby',
  'shake my baby',
  'he hits me',
  'he hurts me',
  'scared for my life',
  'not safe at home',
] as const;

/** The first built-in safety phrase `text` contains, else the first of `extra` (the team's safety words); null for none. */
export function riskPhrase(text: string, extra: readonly string[] = []): string | null {
  const haystack = normaliseForMatching(text);
  return [...SAFETY_PHRASES, ...extra].find((phrase) => containsPhrase(haystack, normaliseForMatching(phrase))) ?? null;
}

/** Whether what she writes suggests someone may be at risk: the composer shows the support panel. */
export function suggestsRisk(text: string, extra: readonly string[] = []): boolean {
  return riskPhrase(text, extra) !== null;
}
