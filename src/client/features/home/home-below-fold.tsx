import { lazy, Suspense } from 'react';
import type { UserDto } from '../../../shared/schemas/auth';
import type { ResourceDto } from '../../../shared/schemas/content';
import { BlogSection } from './blog-section';
import { CommunityHero } from './community-hero';
import { useSiteContent } from './home-data';
import { MasterclassesSection } from './masterclasses-section';
import { NewsletterSignup } from './newsletter-signup';
import { PerksSection } from './perks-section';
import { RecipesSection } from './recipes-section';

// Only admins see it: visitors and members never download it.
const AdminDebugPanel = lazy(() => import('./admin-debug-panel'));

export interface HomeBelowFoldProps {
  user: UserDto | null;
  /** The page's one resource list query (PRODUCT.md "States and transitions", "Constants and limits"). */
  resources: {
    data: ResourceDto[] | undefined;
    isPending: boolean;
    isFetching: boolean;
    dataUpdatedAt: number;
    refetch: () => unknown;
  };
}

/**
 * The home page from the masterclasses section down (PRODUCT.md "Screens" order), loaded as one chunk
 * when the visitor scrolls near it (see HomePage), and the admin debug panel for admins.
 */
export default function HomeBelowFold({ user, resources }: HomeBelowFoldProps) {
  const signedIn = user !== null;
  const promo = useSiteContent('home_masterclasses_promo');
  const feature = useSiteContent('home_masterclasses_feature');
  return (
    <>
      <MasterclassesSection
        resources={resources.data}
        isPending={resources.isPending}
        featureImage={feature.content?.image}
        promo={promo.content}
      />
      <RecipesSection signedIn={signedIn} />
      <BlogSection />
      <NewsletterSignup />
      <PerksSection signedIn={signedIn} />
      <CommunityHero signedIn={signedIn} />
      {user?.isAdmin ? (
        <Suspense fallback={null}>
          <AdminDebugPanel
            resources={resources.data}
            isFetching={resources.isFetching}
            updatedAt={resources.dataUpdatedAt}
            onRefresh={() => void resources.refetch()}
            promo={promo.content}
          />
        </Suspense>
      ) : null}
    </>
  );
}
