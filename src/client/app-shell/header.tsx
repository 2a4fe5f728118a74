import { Box, Button, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PRODUCT_NAME } from '../../shared/constants/product';
import { useCurrentUser } from '../features/auth/use-current-user';
import { HeaderSearch } from '../features/search/header-search';
import { MobileSearch } from '../features/search/mobile-search';
import { useHeaderHasSearchBox, useIsMobile } from '../lib/use-is-mobile';
import { useMounted } from '../lib/use-mounted';
import { MemberFeaturesMenu } from './member-features-menu';
import { MobileMenu } from './mobile-menu';
import { AUTH_LINKS } from './nav-items';

// The bell and the menus (and their positioning engine) load only for a signed-in member.
const SignedInActions = lazy(() => import('./signed-in-actions'));

const HEADER_HEIGHT = { base: '64px', md: '72px' } as const;

const navLinkStyles = {
  px: '3',
  py: '1.5',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'gray.700',
  textDecoration: 'none',
  _hover: { color: 'brand.fg', bg: 'brand.50', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

function Logo() {
  return (
    <ChakraLink
      asChild
      fontFamily="heading"
      fontWeight="bold"
      // A tablet's width (768–1023 px) holds the whole desktop header only with the smaller name.
      fontSize={{ base: 'xl', lg: '2xl' }}
      color="gray.900"
      textDecoration="none"
      _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      whiteSpace="nowrap"
    >
      <Link to="/" activeProps={{ 'aria-current': undefined }}>
        <Box as="span" aria-hidden display="inline-block" w="2.5" h="2.5" rounded="full" bg="brand.solid" me="2" />
        {PRODUCT_NAME}
      </Link>
    </ChakraLink>
  );
}

function DesktopNav() {
  return (
    <HStack as="nav" aria-label="Main" gap="1">
      <ChakraLink asChild {...navLinkStyles}>
        <Link to="/" activeOptions={{ exact: true }}>
          Home
        </Link>
      </ChakraLink>
      <ChakraLink asChild {...navLinkStyles}>
        <Link to="/blog">Blog</Link>
      </ChakraLink>
      <MemberFeaturesMenu />
    </HStack>
  );
}

/**
 * The desktop header's search: the box, or on a tablet's width the phone's search button. Until the
 * app has mounted both are in the page and CSS shows the one that fits, as for the two layouts; the
 * box keeps its place in the tree when the app takes over, so what was typed into it stays.
 */
function DesktopSearch({ mounted }: { mounted: boolean }) {
  const hasBox = useHeaderHasSearchBox();
  const box = !mounted || hasBox;
  const button = !mounted || !hasBox;
  return (
    <>
      <Box display={mounted ? 'contents' : { base: 'none', lg: 'contents' }}>{box ? <HeaderSearch /> : null}</Box>
      <Box display={mounted ? 'contents' : { base: 'none', md: 'contents', lg: 'none' }}>{button ? <MobileSearch /> : null}</Box>
    </>
  );
}

/** PRODUCT.md "Screens" (Header): logo, navigation, search (desktop), and the account area. */
export function Header() {
  const isMobile = useIsMobile();
  const mounted = useMounted();
  const { user, isPending } = useCurrentUser();
  // A server-rendered page doesn't know the screen: until the app has mounted, both layouts are in
  // the page and CSS shows the one that fits (a phone without JavaScript gets the phone's header).
  const desktop = !mounted || !isMobile;
  const phone = !mounted || isMobile;
  const desktopOnly = mounted ? 'contents' : { base: 'none', md: 'contents' };
  const phoneOnly = mounted ? 'contents' : { base: 'contents', md: 'none' };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.100"
      css={{ '--header-height': HEADER_HEIGHT }}
    >
      <Container maxW="7xl" h="var(--header-height)">
        <Flex h="full" align="center" gap={{ base: '2', lg: '4' }}>
          <Logo />
          <Box display={desktopOnly}>{desktop ? <DesktopNav /> : null}</Box>
          <Box flex="1" />
          <Box display={desktopOnly}>{desktop ? <DesktopSearch mounted={mounted} /> : null}</Box>
          {isPending ? null : user ? (
            <Suspense fallback={<Box w={{ base: '8', md: '28' }} h="8" />}>
              <SignedInActions user={user} menusDisplay={desktop ? desktopOnly : null} />
            </Suspense>
          ) : !desktop ? null : (
            <HStack gap="2" display={mounted ? 'flex' : { base: 'none', md: 'flex' }}>
              <Button asChild variant="ghost" size="sm" fontSize="md">
                <Link to={AUTH_LINKS.login.to}>{AUTH_LINKS.login.label}</Link>
              </Button>
              <Button asChild colorPalette="brand" size="sm" fontSize="md" rounded="full" px="5">
                <Link to={AUTH_LINKS.join.to}>{AUTH_LINKS.join.label}</Link>
              </Button>
            </HStack>
          )}
          <Box display={phoneOnly}>
            {phone ? (
              <>
                <MobileSearch />
                <MobileMenu user={user} />
              </>
            ) : null}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
