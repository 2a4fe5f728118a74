import type { CampaignStatus } from '../../../../shared/constants/newsletter';
import { formatNumber } from '../../../../shared/lib/numbers';

const people = (value: number, one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Stopped',
};

export const EMAIL_MARKETING_TEXT = {
  title: 'Email Marketing',
  description: 'Write campaigns in Markdown, send a test to yourself, then send them now or at a time.',
  newCampaign: 'New campaign',
  newTitle: 'New campaign',
  editTitle: 'Campaign',
  back: 'Campaigns',
  loading: 'Loading campaigns',
  loadFailed: 'The campaigns could not be loaded.',
  loadCampaignFailed: 'The campaign could not be loaded.',
  emptyTitle: 'No campaigns yet',
  caption: 'Email campaigns, newest first',
  columns: { subject: 'Subject', audience: 'Audience', status: 'Status', progress: 'Progress', when: 'When', actions: 'Actions' },
  progressLabel: (subject: string) => `Sending progress of ${subject}`,
  progressCounts: (sent: number, failed: number, total: number) =>
    `${formatNumber(sent)} sent / ${formatNumber(failed)} failed / ${formatNumber(total)} total`,
  notStarted: 'Not started',
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  startedAt: (when: string) => `Started ${when}`,
  finishedAt: (when: string) => `Finished ${when}`,
  createdAt: (when: string) => `Written ${when}`,
  stop: 'Stop sending',
  stopOf: (subject: string) => `Stop sending ${subject}`,
  stopTitle: 'Stop this campaign?',
  stopBody: (subject: string) => `“${subject}” stops now: emails already sent stay sent, the rest won’t go out. It can’t be restarted.`,
  stopping: 'Stopping...',
  stopped: 'Campaign stopped',
  stopFailed: 'The campaign could not be stopped.',
  delete: 'Delete',
  deleteOf: (subject: string) => `Delete ${subject}`,
  deleteTitle: 'Delete this campaign?',
  deleteBody: (subject: string) => `“${subject}” will be deleted. This can’t be undone.`,
  deleting: 'Deleting...',
  deleted: 'Campaign deleted',
  deleteFailed: 'The campaign could not be deleted.',
  edit: 'Edit',
  editOf: (subject: string) => `Edit ${subject}`,
  view: 'View',
  viewOf: (subject: string) => `View ${subject}`,

  // The editor
  subject: 'Subject',
  audience: 'Audience',
  audienceHelp: {
    subscribers: 'Everyone with an active newsletter subscription.',
    members: 'Active subscribers whose address belongs to a member.',
  },
  rate: 'Emails per minute',
  rateHelp: (min: number, max: number) => `How fast it goes out, from ${formatNumber(min)} to ${formatNumber(max)} a minute.`,
  rateNotNumber: 'Rate must be a whole number',
  saveDraft: 'Save draft',
  saveChanges: 'Save changes',
  saved: 'Campaign saved',
  saveFailed: 'The campaign could not be saved.',
  fixErrors: 'Please fix the highlighted fields.',
  sendTest: 'Send test to me',
  testSent: 'Test email sent',
  testSentTo: (to: string) => `It went to ${to}.`,
  testFailed: 'The test email could not be sent.',
  sendNow: 'Send now',
  sendNowTitle: (subject: string) => `Send “${subject}” now?`,
  sendNowBody: (audience: 'subscribers' | 'members', active: number | undefined, rate: number) =>
    (audience === 'subscribers'
      ? active === undefined
        ? 'It goes to every active subscriber'
        : `It goes to ${people(active, 'active subscriber', 'active subscribers')}`
      : active === undefined
        ? 'It goes to the members among the active subscribers'
        : `It goes to the members among the ${people(active, 'active subscriber', 'active subscribers')}`) +
    `, ${formatNumber(rate)} a minute. You can stop it, but emails already sent can’t be taken back.`,
  sending: 'Sending...',
  sendStarted: 'Sending started',
  sendStartedBody: 'Its progress shows in the list.',
  sendFailed: 'The campaign could not be sent.',
  scheduleHeading: 'Send later',
  scheduleAt: 'Send on',
  sydneyTime: 'Times are Australia/Sydney',
  schedule: 'Schedule',
  scheduleMissing: 'Choose a date and time',
  scheduled: 'Campaign scheduled',
  scheduledBody: (when: string) => `It goes out on ${when} (Sydney time).`,
  nowScheduled: (when: string) => `Scheduled for ${when} (Sydney time). Changes you save keep that time; schedule again to change it.`,
  readOnly: 'This campaign can no longer be changed.',
  previewHeading: 'What it says',
} as const;
