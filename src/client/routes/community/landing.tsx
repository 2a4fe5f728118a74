import { createFileRoute } from '@tanstack/react-router';
import { listPageHead } from '../../lib/route-head';
import { CommunityLandingPage } from '../../features/community/landing-page';
import { LANDING_THREADS_SHOWN } from '../../features/community/forum-queries';

export const Route = createFileRoute('/community/landing')({
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils } }) =>
        Promise.all([trpcUtils.community.stats.prefetch(), trpcUtils.community.threads.recent.prefetch({ limit: LANDING_THREADS_SHOWN })])
    : undefined,
  head: import.meta.env.SSR ? () => listPageHead('community') : undefined,
  component: CommunityLandingPage,
});
