import { Box } from '@chakra-ui/react';
import { RATING_TEXT as T } from './rating-text';

/**
 * Drawn with text and CSS, not icons: the stars are in the first load of the recipe pages and
 * cards (docs/PRODUCT.md "Comments: the screens"), where an icon set and a layout component cost
 * more than five characters. Five outlined stars, and over them five filled ones cut to the
 * share of `value` (4.3 fills four stars and a third of the fifth); said to screen readers as
 * `label`, the characters hidden from them.
 */
export function RatingStars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const share = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      position="relative"
      display="inline-block"
      // As wide as its five stars wherever it sits (a flex column stretches its children), so the
      // filled row's share is of the stars, not of the line.
      width="max-content"
      flexShrink="0"
      color="yellow.500"
      fontSize={`${size}px`}
      lineHeight="1"
      whiteSpace="nowrap"
    >
      <span aria-hidden="true">☆☆☆☆☆</span>
      <Box as="span" aria-hidden="true" position="absolute" top="0" insetStart="0" overflow="hidden" width={share}>
        ★★★★★
      </Box>
    </Box>
  );
}

/** A recipe's average and count ("★★★★☆ 4.3 (12)"), on its page and its card; nothing before its first rating. */
export function RatingSummary({ rating, size = 16 }: { rating: { average: number; count: number } | null | undefined; size?: number }) {
  if (!rating || rating.count === 0) return null;
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" color="gray.700">
      <RatingStars value={rating.average} label={T.average(rating.average, rating.count)} size={size} />
      <Box as="span" aria-hidden="true" fontWeight="semibold">
        {rating.average.toFixed(1)}
      </Box>
      <Box as="span" aria-hidden="true" color="fg.muted">
        {T.ratingCount(rating.count)}
      </Box>
    </Box>
  );
}
