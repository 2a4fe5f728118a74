export { checkMemberSearch } from '../../../../shared/rules/members-admin';

export const PENALTY_DAYS_TEXT = { '1': '1 day', '3': '3 days', '7': '7 days', '30': '30 days', forever: 'Until lifted' } as const;

/** What /admin/member-management says. */
export const MANAGEMENT_TEXT = {
  title: 'Member Management',
  description: 'Pick members across searches, then do one thing for all of them. Each member is done on her own and audited.',
  back: 'Members',
  searchLabel: 'Search members',
  searchPlaceholder: 'Start of a username, name or email',
  loading: 'Loading members',
  loadFailed: "Couldn't load the members.",
  emptyTitle: 'No members yet',
  noMatchTitle: 'No members match this search',
  caption: 'Members to pick from',
  columns: { member: 'Member', status: 'Status', role: 'Role' },
  pickPage: 'Pick everyone on this page',
  selection: 'Picked members',
  selected: (n: number) => `${n} picked`,
  andMore: (n: number) => `and ${n} more`,
  clear: 'Clear',
  actionTitle: 'Action',
  actionLegend: 'What to do',
  days: 'For how long',
  reason: 'Reason',
  reasonHelp: 'Each member is told this in her notice.',
  role: 'New role',
  typeToConfirm: (phrase: string) => `Type “${phrase}” to go ahead`,
  phraseHelp: 'This can’t be undone in one go, so it asks you to type what it will do.',
  pickFirst: 'Pick members first: search, then tick them.',
  go: (label: string, n: number) => `${label}: ${n} ${n === 1 ? 'member' : 'members'}`,
  running: 'Working…',
  progress: 'Progress',
  progressLine: (done: number, total: number) => `${done} of ${total} done`,
  finished: (ok: number, failed: number) => `Done: ${ok} went through${failed ? `, ${failed} didn’t (below, still picked)` : ''}`,
  failures: 'Members it didn’t go through for',
  failed: 'It stopped: try again',
} as const;
