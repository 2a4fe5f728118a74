import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login and join pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" shadow="sm" p={{ base: '6', md: '8' }}>
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" color="gray.900">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
        {footer ? (
          <Box mt="6" textAlign="center" fontSize="sm" color="fg.muted">
            {footer}
          </Box>
        ) : null}
      </Box>
    </Container>
  );
}
