import { Text } from '@chakra-ui/react';
import { formatNumber } from '../../../shared/lib/numbers';
import { countedLength } from '../../../shared/rules/community';

/** '120 / 5,000' under a text box; red once over the limit. Announced only when it matters. */
export function CharacterCount({ value, max, id }: { value: string; max: number; id?: string }) {
  const used = countedLength(value);
  const over = used > max;
  return (
    <Text
      id={id}
      fontSize="xs"
      color={over ? 'red.700' : 'gray.500'}
      fontWeight={over ? 'semibold' : 'normal'}
      textAlign="end"
      aria-live={over ? 'polite' : 'off'}
    >
      {`${formatNumber(used)} / ${formatNumber(max)}`}
    </Text>
  );
}
