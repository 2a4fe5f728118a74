import { Box, Container, Flex, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '../../shared/constants/product';
import { NewsletterCompactForm } from '../features/newsletter/newsletter-compact-form';

const CONTACT_EMAIL = 'hello@mamavillage.com.au';

const linkStyles = {
  color: 'gray.600',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { color: 'brand.fg', textDecoration: 'underline' },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" fontFamily="body" size="sm" fontWeight="semibold" color="gray.900">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {children}
      </Stack>
    </Stack>
  );
}

/** Decorative, inert social marks (PRODUCT.md "Screens": the social links do not navigate). */
function SocialMark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="9"
      h="9"
      rounded="full"
      bg="white"
      color="gray.500"
      borderWidth="1px"
      borderColor="gray.200"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {children}
      </svg>
    </Box>
  );
}

/** PRODUCT.md "Screens" (Footer): links, a contact address, inert social and policy marks, newsletter. */
export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.50" borderTopWidth="1px" borderColor="brand.100" mt="16">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr 1fr', md: '1.4fr 1fr 1fr 1.6fr' }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Text fontFamily="heading" fontWeight="bold" fontSize="2xl" color="gray.900">
              {PRODUCT_NAME}
            </Text>
            <Text color="gray.600" fontSize="sm" maxW="xs">
              {DEFAULT_DESCRIPTION}
            </Text>
            <HStack gap="2" aria-label="Social channels">
              <SocialMark label="Instagram">
                <rect x="3" y="3" width="18" height="18" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
              </SocialMark>
              <SocialMark label="Facebook">
                <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
              </SocialMark>
              <SocialMark label="YouTube">
                <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
                <path d="m10 9.5 4.5 2.5-4.5 2.5z" fill="currentColor" />
              </SocialMark>
            </HStack>
          </Stack>

          <Column title="Explore">
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/blog">Blog</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/recipes">Recipes</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/resources" search={{ category: 'downloadable' }}>
                  Downloadable Resources
                </Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/resources" search={{ category: 'masterclass' }}>
                  Masterclasses
                </Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/perks">Perks &amp; Benefits</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/community">Community</Link>
              </ChakraLink>
            </li>
          </Column>

          <Column title="About">
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/community/auth">Login</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/privacy-policy">Privacy Policy</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/terms-of-use">Terms of Use</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/partnerships">Partnerships</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink asChild {...linkStyles}>
                <Link to="/support">Need support now?</Link>
              </ChakraLink>
            </li>
            <li>
              <ChakraLink {...linkStyles} href={`mailto:${CONTACT_EMAIL}`}>
                Contact us
              </ChakraLink>
            </li>
          </Column>

          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Heading as="h2" fontFamily="body" size="sm" fontWeight="semibold" color="gray.900">
              Newsletter
            </Heading>
            <Text color="gray.600" fontSize="sm">
              Recipes, resources and community news in your inbox.
            </Text>
            <NewsletterCompactForm />
          </Stack>
        </Grid>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="brand.100"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
          color="gray.600"
          fontSize="xs"
        >
          <Text>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Text>
          <HStack gap="4" wrap="wrap">
            <Text as="span">Privacy</Text>
            <Text as="span">Terms</Text>
            <Text as="span">Cookies</Text>
            {/* Files the server writes, not app pages: plain links (PRODUCT.md "Footer: sitemap and feed"). */}
            <ChakraLink {...linkStyles} fontSize="xs" href="/sitemap.xml">
              Sitemap
            </ChakraLink>
            <ChakraLink {...linkStyles} fontSize="xs" href="/feed.xml">
              RSS feed
            </ChakraLink>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
