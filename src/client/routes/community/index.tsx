import { createFileRoute } from '@tanstack/react-router';
import { listPageHead } from '../../lib/route-head';
import { CommunityPage } from '../../features/community/community-page';
import { COMMUNITY_LATEST_COUNT } from '../../features/community/forum-queries';

export const Route = createFileRoute('/community/')({
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils } }) =>
        Promise.all([
          trpcUtils.community.topics.list.prefetch(),
          trpcUtils.community.threads.recent.prefetch({ limit: COMMUNITY_LATEST_COUNT }),
        ])
    : undefined,
  head: import.meta.env.SSR ? () => listPageHead('community') : undefined,
  component: CommunityPage,
});
