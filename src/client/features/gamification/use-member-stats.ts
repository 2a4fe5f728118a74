import { trpc } from '../../trpc';
import { BROWSER_ONLY } from '../../lib/route-data';

/**
 * A member's level, points and entries. Fetched afresh whenever a page that shows them opens
 * (points move with every post and like anywhere); the server keeps the answer until the next
 * award, so that costs little. Badges of one page arrive in one batched request.
 */
export function useMemberStats(userId: number | undefined) {
  return trpc.gamification.stats.useQuery({ userId: userId ?? 0 }, { enabled: userId !== undefined, staleTime: 0, meta: BROWSER_ONLY });
}
