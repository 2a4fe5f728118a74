import { Box, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
// Not from constants/community.ts: that whole module would come into the first load with them.
import { NOTIFICATION_TEXT, UNREAD_BADGE_MAX, UNREAD_COUNT_REFRESH_MS } from '../../shared/constants/notifications';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useFailureToast } from '../components/ui/use-failure-toast';
import { useOpenUntilNavigation } from '../lib/use-open-until-navigation';
import { trpc } from '../trpc';

// The header is on every first load and that load is close to its budget: the popover (its
// positioning engine, the list, the icons, the mutations) is fetched when the member reaches
// for the bell, not before.
const loadPopover = () => import('../features/notifications/notification-popover');
const NotificationPopover = lazy(loadPopover);

/** The bell's accessible name: the badge is hidden from screen readers, so the count is said here. */
function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/** What the badge shows: nothing at 0, the number up to UNREAD_BADGE_MAX, then '9+' (PRODUCT.md "Constants and limits"). */
function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/**
 * PRODUCT.md "Screens", "Constants and limits": the header's bell with the unread count (refreshed every 30 s, for a
 * signed-in member only), opening the notifications popover.
 */
export function NotificationBell() {
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const unread = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: signedIn,
    refetchInterval: signedIn ? UNREAD_COUNT_REFRESH_MS : false,
  });
  useFailureToast(unread.isError, { id: 'notification-count-failed', title: NOTIFICATION_TEXT.countFailed });

  const [open, setOpen] = useOpenUntilNavigation();
  // The popover is mounted from the first opening on, so it can animate closed and keep its state.
  const [wanted, setWanted] = useState(false);
  const triggerId = useId();
  const count = unread.data?.count ?? 0;
  const badge = unreadBadgeText(count);

  return (
    <>
      <IconButton
        id={triggerId}
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${triggerId}-popover` : undefined}
        variant="ghost"
        rounded="full"
        size="sm"
        position="relative"
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <Bell />
        {badge ? (
          <Box
            as="span"
            aria-hidden
            data-testid="unread-badge"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            display="flex"
            alignItems="center"
            justifyContent="center"
            minW="4"
            h="4"
            px="1"
            rounded="full"
            bg="red.600"
            color="white"
            fontSize="10px"
            fontWeight="bold"
            lineHeight="1"
            pointerEvents="none"
          >
            {badge}
          </Box>
        ) : null}
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPopover open={open} onOpenChange={setOpen} triggerId={triggerId} hasUnread={count > 0} />
        </Suspense>
      ) : null}
    </>
  );
}
