import { Box, chakra, Text } from '@chakra-ui/react';

/** A list's keyboard shortcuts, said once above it ("Keyboard: j next, k previous, a keep …"). */
export function AdminKeyboardHint({ heading, keys }: { heading: string; keys: readonly (readonly [key: string, what: string])[] }) {
  return (
    <Box as="section" aria-label={heading} fontSize="sm" color="fg.muted">
      <Text as="span" fontWeight="medium">
        {heading}:{' '}
      </Text>
      {keys.map(([key, what], index) => (
        <Text as="span" key={key}>
          {index > 0 ? ', ' : ''}
          <chakra.kbd fontFamily="mono" fontSize="xs" px="1.5" py="0.5" bg="gray.100" borderWidth="1px" borderColor="gray.300" rounded="sm">
            {key}
          </chakra.kbd>{' '}
          {what}
        </Text>
      ))}
    </Box>
  );
}
