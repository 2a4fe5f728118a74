import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { GUARD_TEXT } from '../../../shared/constants/messages';

/** PRODUCT.md "Screens": what a signed-in non-admin sees on an admin route. */
export function AccessDenied() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Box bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" shadow="sm" p={{ base: '6', md: '8' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Box color="brand.fg" aria-hidden>
            <ShieldAlert size={40} />
          </Box>
          <Heading as="h1" size="2xl" color="gray.900">
            {GUARD_TEXT.accessDeniedTitle}
          </Heading>
          <Text color="fg.muted">{GUARD_TEXT.accessDeniedBody}</Text>
          <Button asChild colorPalette="brand" rounded="full">
            <Link to="/">{GUARD_TEXT.returnHome}</Link>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
