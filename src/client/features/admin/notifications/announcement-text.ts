import { formatNumber } from '../../../../shared/lib/numbers';

const members = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

export const ANNOUNCEMENT_LIMITS = { titleMax: 150, messageMax: 1000, linkMax: 500 } as const;

export const ANNOUNCEMENT_TEXT = {
  title: 'Notifications',
  description: 'Send an announcement to every member’s notification bell.',
  formTitle: 'New announcement',
  titleLabel: 'Title',
  messageLabel: 'Message',
  messageHelp: 'Plain text. Members see the first two lines in the bell.',
  linkLabel: 'Link (optional)',
  linkHelp: 'A page on this site, such as /perks or /blog/settling-a-newborn. Without one, the notification opens /community.',
  linkNotSameSite: 'Link must be a path on this site, starting with /',
  linkTooLong: 'Link is too long',
  send: 'Send announcement',
  fixErrors: 'Please fix the highlighted fields.',
  confirmTitle: 'Send to every member?',
  confirmBody: (title: string) => `Every member will get “${title}” in her notifications. It can’t be taken back once sent.`,
  confirm: 'Send to everyone',
  sending: 'Sending...',
  sent: 'Announcement sent',
  sentTo: (n: number) => `It reached ${members(n)}.`,
  sendFailed: 'The announcement could not be sent.',
} as const;
