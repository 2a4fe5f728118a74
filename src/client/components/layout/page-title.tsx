import { Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageTitleProps {
  title: string;
  children?: ReactNode;
}

/** A page's <h1>. Pages that later issues fill show only this. */
export function PageTitle({ title, children }: PageTitleProps) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
        {title}
      </Heading>
      {children}
    </Container>
  );
}
