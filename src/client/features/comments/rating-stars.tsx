import { HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { RATING_TEXT as T } from './rating-text';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `value` of them filled (halves round to the nearer star), said to screen readers as its label. */
export function RatingStars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const filled = Math.round(value);
  return (
    <HStack as="span" role="img" aria-label={label} gap="0.5" color="yellow.500" display="inline-flex">
      {STARS.map((n) => (
        <Star key={n} size={size} aria-hidden fill={n <= filled ? 'currentColor' : 'none'} strokeWidth={1.75} />
      ))}
    </HStack>
  );
}

/** A recipe's average and count ("★★★★☆ 4.3 (12)"), on its page and its card; nothing before its first rating. */
export function RatingSummary({ rating, size = 16 }: { rating: { average: number; count: number } | null | undefined; size?: number }) {
  if (!rating || rating.count === 0) return null;
  return (
    <HStack gap="1.5" fontSize="sm" color="gray.700">
      <RatingStars value={rating.average} label={T.average(rating.average, rating.count)} size={size} />
      <Text as="span" aria-hidden fontWeight="semibold">
        {rating.average.toFixed(1)}
      </Text>
      <Text as="span" aria-hidden color="fg.muted">
        {T.ratingCount(rating.count)}
      </Text>
    </HStack>
  );
}
