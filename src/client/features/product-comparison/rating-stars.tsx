import { Box, HStack, Text } from '@chakra-ui/react';
import { Star, StarHalf } from 'lucide-react';
import { COMPARISON_TEXT, formatRating, starsFor } from './comparison-format';

/** Five stars to the nearest half, with the number beside them; read out as 'Rated 4.6 out of 5'. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <HStack gap="1.5" role="img" aria-label={COMPARISON_TEXT.rating(rating)}>
      <HStack gap="0.5" aria-hidden>
        {starsFor(rating).map((kind, index) => (
          <Box key={index} position="relative" boxSize={`${size}px`} color="yellow.500">
            <Box position="absolute" inset="0" color={kind === 'full' ? 'yellow.500' : 'gray.300'}>
              <Star size={size} fill={kind === 'full' ? 'currentColor' : 'none'} />
            </Box>
            {kind === 'half' ? (
              <Box position="absolute" inset="0">
                <StarHalf size={size} fill="currentColor" />
              </Box>
            ) : null}
          </Box>
        ))}
      </HStack>
      <Text as="span" fontSize="sm" fontWeight="semibold" color="gray.700" aria-hidden>
        {formatRating(rating)}
      </Text>
    </HStack>
  );
}
