import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { NOTIFICATION_TEXT } from '../../../shared/constants/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { isSameSitePath } from '../../../shared/lib/links';
import type { NotificationDto } from '../../../shared/schemas/community';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../../lib/trpc-errors';
import { opensElsewhere } from '../../lib/opens-elsewhere';

/** The bell's count and every list of notifications (popover and page) read the server again. */
function useRefreshNotifications() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);
}

/** A notification's link that is safe to follow: a site path or an http(s) address; anything else (javascript:) is dropped. */
export function followableLink(link: string | null): string | null {
  if (!link) return null;
  return isSameSitePath(link) || /^https?:\/\//i.test(link) ? link : null;
}

/**
 * PRODUCT.md "States and transitions": opening a notification marks it read (unread to read), then `onOpened` runs
 * (the popover closes) and the app goes to its link: paths on this site through the router,
 * anything else as a normal page load. The mutation outlives the list it was started from, so
 * the count still refreshes after the popover has closed.
 */
export function useOpenNotification(onOpened?: () => void) {
  const router = useRouter();
  const refresh = useRefreshNotifications();
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: refresh });

  return (notification: NotificationDto, event: MouseEvent) => {
    if (!notification.isRead) markRead.mutate({ id: notification.id });
    const link = followableLink(notification.link);
    if (link && opensElsewhere(event)) return;
    event.preventDefault();
    onOpened?.();
    if (!link) return;
    if (isSameSitePath(link)) void router.navigate({ href: link });
    else window.location.assign(link);
  };
}

/** 'Mark all as read' with PRODUCT.md's toasts ("Messages"); the count and lists refresh after. */
export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return trpc.notifications.markAllRead.useMutation({
    onSuccess: () => {
      toaster.create({ title: NOTIFICATION_TEXT.markAllDone, type: 'success', duration: TOAST_SHORT_MS });
    },
    onError: (error) => {
      toaster.create({
        title: NOTIFICATION_TEXT.markAllFailed,
        description: serverMessage(error) ?? error.message,
        type: 'error',
      });
    },
    onSettled: refresh,
  });
}
