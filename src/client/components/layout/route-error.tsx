import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  body: 'This page could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
} as const;

/** The router's default error view: a page failed to load (network, server error). */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl" color="gray.900">
          {ROUTE_ERROR_TEXT.title}
        </Heading>
        <Text color="fg.muted">{ROUTE_ERROR_TEXT.body}</Text>
        <Button
          colorPalette="brand"
          rounded="full"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {ROUTE_ERROR_TEXT.retry}
        </Button>
      </Stack>
    </Container>
  );
}
