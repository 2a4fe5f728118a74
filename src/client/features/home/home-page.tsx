import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth';
import { useResources } from '../resources';
import { ExclusiveResources } from './exclusive-resources';
import { GamificationBanner } from './gamification-banner';
import { HomeHero } from './home-hero';
import { useNearViewport } from '../../lib/use-near-viewport';

// Everything from the masterclasses down: its code loads when the visitor scrolls near it, so a
// phone's first load carries only the hero, the banner and the resources block.
const HomeBelowFold = lazy(() => import('./home-below-fold'));

/** How far ahead of the viewport the rest of the page starts loading. */
const LOAD_AHEAD = '200px 0px';

/** PRODUCT.md "Screens" (Home page), block by block in PRODUCT.md's order. */
export function HomePage() {
  const { user, isPending: userPending } = useCurrentUser();
  // One resource query for the count, the masterclasses and the debug panel (PRODUCT.md "States and transitions", "Constants and limits").
  const resources = useResources();
  const [belowFoldRef, belowFoldNear] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);

  return (
    <Box>
      <HomeHero user={user} userPending={userPending} />
      <GamificationBanner user={user} userPending={userPending} />
      <ExclusiveResources count={resources.data?.length} signedIn={user !== null} />
      <Box ref={belowFoldRef} minH={belowFoldNear ? undefined : '100vh'}>
        {belowFoldNear ? (
          <Suspense fallback={<Box minH="100vh" />}>
            <HomeBelowFold user={user} resources={resources} />
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}
