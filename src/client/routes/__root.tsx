import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FooterWhenNear } from '../app-shell/footer-when-near';
import { NotFoundWhenMissing } from '../components/layout/not-found-when-missing';
import { Header } from '../app-shell/header';
import { HeadingFont } from '../app-shell/heading-font';
import { ScrollManager } from '../app-shell/scroll-manager';
import { Onboarding } from '../features/onboarding/onboarding';
import type { RouterContext } from '../lib/route-data';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's header (who is signed in, and a member's unread count on the bell), a member's
  // mutes and blocks (the forum's pages fold her blocked members' posts as they are drawn), and the
  // heading font. On the server only: in the browser a loader here, even one that starts nothing, would
  // hold every page until the guards' checks below it are done (loaders run after all
  // beforeLoads), hiding their spinner.
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils } }) =>
        Promise.all([
          trpcUtils.auth.me
            .prefetch()
            .then(() =>
              trpcUtils.auth.me.getData()
                ? Promise.all([trpcUtils.notifications.unreadCount.prefetch(), trpcUtils.community.relations.list.prefetch()])
                : undefined,
            ),
          trpcUtils.content.siteAppearance.headingFont.prefetch(),
        ])
    : undefined,
  component: RootLayout,
  notFoundComponent: NotFoundWhenMissing,
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
