import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { trpc } from '../../../trpc';
import { PENDING_COUNT_REFRESH_MS } from '../moderation/pending-badge';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';

/**
 * Beside "Pending Comments" in the admin nav: how many comments wait for approval (nothing at 0),
 * said to screen readers as part of the link's name, as the moderation queue's badge is.
 */
export function PendingCommentsBadge() {
  const pending = trpc.admin.comments.pendingCount.useQuery(undefined, { refetchInterval: PENDING_COUNT_REFRESH_MS });
  const count = pending.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge ms="auto" size="sm" rounded="full" colorPalette="red" variant="solid">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{`, ${T.pending.label(count)}`}</VisuallyHidden>
    </Badge>
  );
}
