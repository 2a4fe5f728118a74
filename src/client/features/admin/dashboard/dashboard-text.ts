import type { ReviewDecision } from '../../../../shared/rules/moderation';

export const DASHBOARD_TEXT = {
  title: 'Admin Dashboard',
  description: 'How the site is doing, and what the team changed lately.',
  loading: 'Loading...',
  loadFailed: "The dashboard couldn't load just now.",
  members: 'Members',
  newThisWeek: (count: number) => `${count} new this week`,
  threadsThisWeek: 'Threads this week',
  repliesThisWeek: 'Replies this week',
  newsletter: 'Newsletter subscribers',
  mostLiked: 'Most liked, last 30 days',
  mostSaved: 'Most saved, last 30 days',
  noLikes: 'Nothing liked in the last 30 days.',
  noSaves: 'Nothing saved in the last 30 days.',
  likes: (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  saves: (count: number) => `${count} ${count === 1 ? 'save' : 'saves'}`,
  latestChanges: 'Latest changes',
  noChanges: 'No changes yet. Edits made in the admin area show here.',
  allChanges: 'All changes',
  searchChanges: 'Search changes',
  searchChangesPlaceholder: 'What changed, or who changed it',
  noMatchingChanges: (q: string) => `No changes match “${q}”`,
  quickLinks: 'Quick links',
  moderation: {
    heading: 'Moderation',
    pending: 'Waiting for a decision',
    oldest: (age: string) => `Oldest waiting ${age}`,
    noneWaiting: 'Nothing waiting',
    reports: 'Reports this month',
    median: 'Median time to a decision',
    noDecisions: 'No decisions yet this month',
    decisionsHeading: 'Decisions this month',
    decisions: { keep: 'Kept', remove: 'Removed', edit: 'Edited', lock: 'Locked', ignore: 'Ignored' } satisfies Record<
      ReviewDecision,
      string
    >,
    openQueue: 'Open the queue',
  },
  running: {
    heading: 'Running',
    upFor: 'Up for',
    upSince: (when: string) => `This server since ${when}`,
    jobsWaiting: 'Jobs waiting',
    oldestJob: (age: string) => `Oldest waiting ${age}`,
    noJobsWaiting: 'Nothing waiting',
    emailsFailing: 'Emails failing',
    emailsFailingNote: 'In the last 24 hours',
    lastBackup: 'Last backup',
    backupAgo: (age: string) => `${age} ago`,
    noBackup: 'None yet',
    noBackupNote: 'Set BACKUP_DIR for a nightly backup',
    firstBackup: (when: string) => `The first one ${when}`,
  },
} as const;

export const QUICK_LINKS = [
  { label: 'New blog post', to: '/admin/blog-posts/new' },
  { label: 'New recipe', to: '/admin/recipes/new' },
  { label: 'New resource', to: '/admin/resources/new' },
  { label: 'New perk', to: '/admin/perks/new' },
  { label: 'Edit home page', to: '/admin/site-content' },
] as const;

export const CONTENT_TYPE_LABEL = {
  recipe: 'Recipe',
  comment: 'Comment',
  blog_post: 'Blog post',
  resource: 'Resource',
  thread: 'Thread',
} as const;
