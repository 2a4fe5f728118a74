import { Box, chakra, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { COMMENTS_TEXT as T } from './comments-text';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 star input of a recipe's top-level comment: a fieldset of native radios (arrow keys move
 * and choose, Tab enters and leaves the group, Space picks), each drawn as a star and named "4
 * stars"; "No rating" clears it. The focused star is outlined.
 */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const shown = value ?? 0;
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0" disabled={disabled}>
      <chakra.legend fontSize="sm" fontWeight="semibold" color="gray.800" mb="1">
        {T.ratingLegend}
      </chakra.legend>
      <HStack gap="1" wrap="wrap">
        {STARS.map((n) => (
          <chakra.label
            key={n}
            display="inline-flex"
            p="1"
            rounded="md"
            cursor="pointer"
            color={n <= shown ? 'yellow.500' : 'gray.400'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
          >
            <chakra.input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} srOnly />
            <Box as="span" srOnly>
              {T.star(n)}
            </Box>
            <Star size={28} aria-hidden fill={n <= shown ? 'currentColor' : 'none'} strokeWidth={1.75} />
          </chakra.label>
        ))}
        <chakra.label
          display="inline-flex"
          alignItems="center"
          px="2"
          py="1"
          rounded="md"
          fontSize="sm"
          color="gray.700"
          cursor="pointer"
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
        >
          <chakra.input type="radio" name={name} value="" checked={value === null} onChange={() => onChange(null)} srOnly />
          {T.clearRating}
        </chakra.label>
      </HStack>
    </chakra.fieldset>
  );
}
