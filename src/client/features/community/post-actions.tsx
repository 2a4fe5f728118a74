import { Box, Button, HStack } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { FORUM_TEXT } from './community-text';

/**
 * Edit and Delete beside a post, for whoever may use them (see permissions.ts). On a phone they
 * are icons only, so they sit on the byline's row; their names stay the same for screen readers.
 */
export function PostActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const word = { display: { base: 'none', sm: 'inline' } } as const;
  return (
    <HStack gap="1" role="group" aria-label={label} ms="auto">
      <Button
        variant="ghost"
        size="sm"
        rounded="full"
        color="gray.600"
        px={{ base: '2', sm: '3' }}
        aria-label={FORUM_TEXT.edit}
        onClick={onEdit}
      >
        <Pencil size={15} aria-hidden />
        <Box as="span" {...word}>
          {FORUM_TEXT.edit}
        </Box>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        rounded="full"
        color="red.700"
        _hover={{ bg: 'red.50' }}
        px={{ base: '2', sm: '3' }}
        aria-label={FORUM_TEXT.delete}
        onClick={onDelete}
      >
        <Trash2 size={15} aria-hidden />
        <Box as="span" {...word}>
          {FORUM_TEXT.delete}
        </Box>
      </Button>
    </HStack>
  );
}
