import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A long editor's part ("Ingredients", "Masterclass"): a white card with its h2, named for landmarks. */
export function AdminFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
