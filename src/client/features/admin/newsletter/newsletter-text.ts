import type { SubscriberStatus } from '../../../../shared/constants/newsletter';
import { formatNumber } from '../../../../shared/lib/numbers';

/** Each form that subscribes, as the admin reads it; a source not listed here shows as it is stored. */
export const NEWSLETTER_SOURCE_LABELS: Record<string, string> = {
  home: 'Home page',
  footer: 'Footer',
  'download-app': 'Download app page',
  profile: 'Profile',
  admin: 'Admin',
  other: 'Other',
};

export const sourceLabel = (source: string) => NEWSLETTER_SOURCE_LABELS[source] ?? source;

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};

export const ADMIN_NEWSLETTER_TEXT = {
  title: 'Newsletter',
  description: 'Who subscribed, from which form and when. Only active subscribers receive emails.',
  countsLabel: 'Subscribers',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  bySourceLabel: 'Active subscribers by source',
  sourceCount: (label: string, n: number) => `${label}: ${formatNumber(n)}`,
  noSources: 'No active subscribers yet.',
  searchLabel: 'Search subscribers',
  searchPlaceholder: 'Email or name',
  filterStatus: 'Status',
  filterSource: 'Source',
  allStatuses: 'All statuses',
  allSources: 'All sources',
  exportCsv: 'Export CSV',
  exportHint: 'Downloads the subscribers these filters match.',
  loading: 'Loading subscribers',
  loadFailed: 'The subscribers could not be loaded.',
  emptyTitle: 'No subscribers yet',
  noMatchTitle: 'No subscribers match these filters',
  caption: 'Newsletter subscribers, newest first',
  columns: { email: 'Email', name: 'Name', source: 'Source', status: 'Status', consented: 'Subscribed', actions: 'Actions' },
  unsubscribe: 'Unsubscribe',
  unsubscribeOf: (email: string) => `Unsubscribe ${email}`,
  confirmTitle: 'Unsubscribe this address?',
  confirmBody: (email: string) =>
    `${email} will get no more newsletters or campaign emails. She can subscribe again from any sign-up form.`,
  unsubscribing: 'Unsubscribing...',
  unsubscribedToast: (email: string) => `${email} is unsubscribed`,
  unsubscribeFailed: 'The address could not be unsubscribed.',
} as const;
