import { HStack, Stack, Text } from '@chakra-ui/react';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { MODERATION_TEXT } from '../../../shared/constants/moderation';

/** Her post held for a moderator's check, as she sees it (docs/PRODUCT.md "Moderation", holds). */
export function HeldPostNotice({ children }: { children?: ReactNode }) {
  return (
    <HStack role="status" gap="3" align="flex-start" bg="yellow.50" borderWidth="1px" borderColor="yellow.200" rounded="xl" p="4">
      <Hourglass size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" color="gray.900">
          {MODERATION_TEXT.held.title}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {MODERATION_TEXT.held.body}
        </Text>
        {children}
      </Stack>
    </HStack>
  );
}
