import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '../../shared/constants/product';
import { useCurrentUser } from '../features/auth/use-current-user';

export const Route = createFileRoute('/')({
  component: HomePage,
});

/** The home page's hero for now; the full home page arrives with a later issue. */
function HomePage() {
  const { user, isPending } = useCurrentUser();
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white">
      <Container maxW="4xl" py={{ base: '16', md: '28' }} textAlign="center">
        <Text fontWeight="semibold" color="brand.fg" letterSpacing="wide" mb="3">
          {PRODUCT_NAME}
        </Text>
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} color="gray.900" lineHeight="1.1">
          {DEFAULT_DESCRIPTION}
        </Heading>
        <HStack justify="center" gap="3" mt="10" wrap="wrap" minH="12">
          {isPending ? null : user ? (
            <Button asChild colorPalette="brand" size="lg" rounded="full" px="8">
              <Link to="/community">Go to the community</Link>
            </Button>
          ) : (
            <>
              <Button asChild colorPalette="brand" size="lg" rounded="full" px="8">
                <Link to="/auth">Join Now</Link>
              </Button>
              <Button asChild variant="outline" size="lg" rounded="full" px="8" bg="white">
                <Link to="/blog">Read the blog</Link>
              </Button>
            </>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
