import { Text } from '@chakra-ui/react';
import { countedLength } from '../../../shared/rules/community';
import { FORUM_TEXT } from './community-text';

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
      {FORUM_TEXT.characters(used, max)}
    </Text>
  );
}
