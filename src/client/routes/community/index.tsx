import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../features/community/community-page';
import { COMMUNITY_LATEST_COUNT } from '../../features/community/forum-queries';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/community/')({
  loader: ({ context: { trpcUtils } }) =>
    loaded(() => [
      trpcUtils.community.topics.list.prefetch(),
      trpcUtils.community.threads.recent.prefetch({ limit: COMMUNITY_LATEST_COUNT }),
    ]),
  component: CommunityPage,
});
