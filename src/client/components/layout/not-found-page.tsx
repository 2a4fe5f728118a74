import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/page-head';

const NOT_FOUND_TEXT = {
  title: 'Page not found',
  body: "Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  home: 'Back to the homepage',
} as const;

/** Any path that is not a route (PRODUCT.md "Screens"). */
export function NotFoundPage() {
  usePageMeta({ title: NOT_FOUND_TEXT.title });
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wider">
          404
        </Text>
        <Heading as="h1" size="3xl" color="gray.900">
          {NOT_FOUND_TEXT.title}
        </Heading>
        <Text color="fg.muted">{NOT_FOUND_TEXT.body}</Text>
        <Button asChild colorPalette="brand" rounded="full" mt="2">
          <Link to="/">{NOT_FOUND_TEXT.home}</Link>
        </Button>
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
