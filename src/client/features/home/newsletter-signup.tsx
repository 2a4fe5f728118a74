import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { NewsletterForm } from '../newsletter';
import { Eyebrow } from './home-layout';
import { SECTIONS_TEXT } from './sections-text';

/** PRODUCT.md "Screens": the home page's newsletter signup (the full form). */
export function NewsletterSignup() {
  const text = SECTIONS_TEXT.newsletter;
  return (
    <Box as="section" aria-labelledby="newsletter-title" py={{ base: '14', md: '20' }}>
      <Container maxW="5xl" px={{ base: '5', md: '8' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '8', md: '12' }}
          align={{ base: 'stretch', md: 'center' }}
          rounded="3xl"
          bg="white"
          shadow="lg"
          borderWidth="1px"
          borderColor="brand.100"
          p={{ base: '6', md: '12' }}
        >
          <Stack gap="3" flex="1">
            <Flex w="12" h="12" rounded="2xl" bg="brand.50" color="brand.fg" align="center" justify="center" aria-hidden>
              <Mail size={24} />
            </Flex>
            <Eyebrow>{text.eyebrow}</Eyebrow>
            <Heading as="h2" id="newsletter-title" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {text.title}
            </Heading>
            <Text color="gray.600">{text.description}</Text>
          </Stack>
          <Box flex="1.3">
            <NewsletterForm labelledBy="newsletter-title" />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
