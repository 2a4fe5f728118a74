import type { NotificationType } from '../../../shared/constants/community';

/**
 * Our texts around PRODUCT.md's (NOTIFICATION_TEXT in shared/constants/notifications.ts), for the
 * popover and the notifications page. The bell's own few words are in its file, so that the
 * first load carries none of these.
 */
export const NOTIFICATIONS_UI_TEXT = {
  title: 'Notifications',
  viewAll: 'View all notifications',
  unread: 'Unread',
  retry: 'Try again',
  settingsTitle: 'Notification settings',
  settingsIntro: 'Choose what we notify you about. Changes are saved straight away.',
  settingsSaved: 'Notification settings saved',
  settingsFailed: 'Failed to update notification settings',
  settingsLoadFailed: "We couldn't load your notification settings.",
  emailSettingsTitle: 'Email me too',
  emailSettingsIntro: 'Which notifications also come to your inbox. Every email has a link to stop that kind.',
  pageIntro: 'Mentions, replies and announcements from the Mama Village community.',
  loadMoreFailed: "We couldn't load more notifications. Please try again.",
} as const;

/** A switch per type on /profile/notifications. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  tag: 'Mentions',
  thread_reply: 'Replies to my threads',
  thread_participation: 'Replies in threads I joined',
  admin_announcement: 'Announcements',
  other: 'Other',
};
