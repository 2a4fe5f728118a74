import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One of the dashboard's white panels: a region named by its heading, with an action beside it. */
export function DashboardPanel({
  title,
  headingId,
  action,
  children,
}: {
  title: string;
  headingId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id={headingId} size="md" color="gray.900">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
