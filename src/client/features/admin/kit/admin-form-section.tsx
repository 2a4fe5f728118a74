import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A long editor's part ("Ingredients", "Masterclass"): a white card with its h2, named for landmarks. */
export function AdminFormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" color="gray.900" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {description}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
