import { formatNumber } from '../../../shared/lib/numbers';

/**
 * What a recipe's stars say (its cards and page, and a rated comment). Apart from the comments'
 * texts: the cards are in the first load of / and the recipes page, the comments' words are not.
 */
export const RATING_TEXT = {
  rated: (n: number) => `Rated ${n} out of 5`,
  average: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${formatNumber(count)} ${count === 1 ? 'rating' : 'ratings'}`,
  ratingCount: (count: number) => `(${formatNumber(count)})`,
} as const;
