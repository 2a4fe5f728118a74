import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { trpc } from '../../../trpc';
import { MODERATION_PAGE_TEXT as T } from './moderation-text';

/** As the notification bell's: often enough to notice new reports, cheap enough for a count. */
export const PENDING_COUNT_REFRESH_MS = 60_000;

/**
 * Beside "Moderation" in the admin nav: how many items wait for a decision (nothing at 0). The
 * number is said to screen readers as "3 pending", as part of the link's name.
 */
export function PendingBadge() {
  const pending = trpc.moderation.queue.pendingCount.useQuery(undefined, { refetchInterval: PENDING_COUNT_REFRESH_MS });
  const count = pending.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge ms="auto" size="sm" rounded="full" colorPalette="red" variant="solid">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{`, ${T.pendingLabel(count)}`}</VisuallyHidden>
    </Badge>
  );
}
