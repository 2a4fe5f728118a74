import { createFileRoute } from '@tanstack/react-router';
import { CommunityLandingPage } from '../../features/community/landing-page';
import { LANDING_THREADS_SHOWN } from '../../features/community/forum-queries';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/community/landing')({
  loader: ({ context: { trpcUtils } }) =>
    loaded(() => [trpcUtils.community.stats.prefetch(), trpcUtils.community.threads.recent.prefetch({ limit: LANDING_THREADS_SHOWN })]),
  component: CommunityLandingPage,
});
