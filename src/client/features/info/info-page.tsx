import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/page-head';

interface InfoPageProps {
  title: string;
  description: string;
  /** A line under the title ("Last updated …"). */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of an information page: its h1, document title and meta description, then its body. */
export function InfoPage({ title, description, subtitle, children }: InfoPageProps) {
  usePageMeta({ title, description });
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Box mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="2" color="gray.600" fontSize="sm">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {children}
    </Container>
  );
}
