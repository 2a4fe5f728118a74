import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One section of /profile/edit, named by its heading. */
export function ProfileCard({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.100"
      rounded="2xl"
      shadow="sm"
      p={{ base: '5', md: '8' }}
    >
      {children}
    </Box>
  );
}
