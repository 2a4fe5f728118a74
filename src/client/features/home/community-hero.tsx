import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { Eyebrow } from './home-layout';
import { SECTIONS_TEXT } from './sections-text';

/**
 * SPEC section 2 "Community hero". Its stats and latest discussions come with the community
 * issue; until then the list shows its empty state. 'Join for Free' (/auth) is for visitors only.
 */
export function CommunityHero({ signedIn }: { signedIn: boolean }) {
  const text = SECTIONS_TEXT.community;
  return (
    <Box as="section" aria-labelledby="community-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
          rounded="3xl"
          bg="gray.900"
          color="white"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
        >
          <Stack gap="4">
            <Eyebrow color="brand.300">{text.eyebrow}</Eyebrow>
            <Heading as="h2" id="community-title" size={{ base: '3xl', md: '4xl' }} color="white" lineHeight="1.2">
              {text.title}
            </Heading>
            <Text color="gray.300" fontSize={{ base: 'md', md: 'lg' }}>
              {text.description}
            </Text>
            <Flex gap="3" pt="2" wrap="wrap">
              {signedIn ? (
                <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
                  <Link to="/community">{text.visit}</Link>
                </Button>
              ) : (
                <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
                  <Link to="/auth">{text.join}</Link>
                </Button>
              )}
            </Flex>
          </Stack>

          <Stack gap="4" rounded="2xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" p={{ base: '5', md: '7' }}>
            <Heading as="h3" size="lg" color="white">
              {text.latest}
            </Heading>
            <Stack align="center" textAlign="center" gap="3" py="8" color="gray.300">
              <Box color="brand.300" aria-hidden>
                <MessagesSquare size={32} />
              </Box>
              <Text>{text.empty}</Text>
            </Stack>
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
