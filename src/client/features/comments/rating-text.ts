import { formatNumber } from '../../../shared/lib/numbers';

/**
 * What a recipe's stars say on its cards and page. Apart from the comments' texts (a rated
 * comment's words are there): the recipe pages' first load carries these, not the comments'.
 */
export const RATING_TEXT = {
  average: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${formatNumber(count)} ${count === 1 ? 'rating' : 'ratings'}`,
  ratingCount: (count: number) => `(${formatNumber(count)})`,
} as const;
