import { Box, HStack, Text } from '@chakra-ui/react';
import { MessageCircleOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { trpc } from '../../trpc';

/**
 * Stands in for a composer while the signed-in member is silenced, so she reads why and until
 * when before she types (docs/PRODUCT.md "Moderation", "Penalties"); the server refuses her post
 * with the same words anyway. Shows the composer while it asks: a silence is rare, and a composer
 * that appears late would be worse.
 */
export function SilenceGate({ children }: { children: ReactNode }) {
  const restriction = trpc.moderation.penalties.mine.useQuery(undefined, { staleTime: 60_000 });
  if (!restriction.data) return children;
  return (
    <HStack role="note" gap="3" align="flex-start" bg="orange.50" rounded="2xl" p={{ base: '4', md: '5' }} color="gray.800">
      <Box flexShrink={0} mt="0.5" aria-hidden>
        <MessageCircleOff size={18} />
      </Box>
      <Text>{restriction.data.message}</Text>
    </HStack>
  );
}
