import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { HeartHandshake } from 'lucide-react';
import { FORUM_TEXT } from './community-text';

/** The team's note under a thread it locked (forum_threads.lockNote), with the way to support. */
export function TeamNote({ note }: { note: string }) {
  return (
    <Box
      as="aside"
      aria-label={FORUM_TEXT.teamNoteHeading}
      mt="4"
      bg="brand.50"
      borderStartWidth="4px"
      borderColor="brand.fg"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="2">
        <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
          <HeartHandshake size={18} aria-hidden />
          {FORUM_TEXT.teamNoteHeading}
        </Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {note}
        </Text>
        {/* A plain link: /support is the support page's route (a full page load is fine here). */}
        <ChakraLink href="/support" color="brand.fg" fontWeight="medium" textDecoration="underline" alignSelf="flex-start">
          {FORUM_TEXT.teamNoteSupport}
        </ChakraLink>
      </Stack>
    </Box>
  );
}
