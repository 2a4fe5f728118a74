import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FooterWhenNear } from '../components/layout/footer-when-near';
import { Header } from '../components/layout/header';
import { HeadingFont } from '../components/layout/heading-font';
import { NotFoundPage } from '../components/layout/not-found-page';
import { ScrollManager } from '../components/layout/scroll-manager';
import { Onboarding } from '../features/onboarding/onboarding';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink zIndex="skipNav">Skip to content</SkipNavLink>
      <Header />
      <SkipNavContent />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      <FooterWhenNear />
      <ScrollManager />
      <HeadingFont />
      <Onboarding />
    </Flex>
  );
}
