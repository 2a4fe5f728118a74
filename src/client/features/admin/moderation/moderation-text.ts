import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import type { ReviewDecision, ReviewStatus } from '../../../../shared/rules/moderation';

export const MODERATION_PAGE_TEXT = {
  title: 'Moderation',
  description: 'What members reported: safety concerns first, then illegal content, then the most reported.',
  status: 'Status',
  reason: 'Reason',
  anyReason: 'Any reason',
  type: 'Type',
  anyType: 'Anything',
  statuses: { pending: 'Waiting', kept: 'Kept', removed: 'Removed', ignored: 'Ignored' } satisfies Record<ReviewStatus, string>,
  types: MODERATION_TEXT.targetTypes,
  empty: 'Nothing waiting. Thank you for keeping the village safe.',
  emptyFiltered: 'Nothing matches these filters.',
  safety: 'Someone may be at risk',
  illegal: 'Illegal content',
  hidden: 'Hidden from members',
  reportCount: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  reported: 'As reported',
  now: 'Now',
  gone: 'No longer there',
  unchanged: 'Unchanged since it was reported',
  by: (name: string | null) => `by ${name ?? 'a former member'}`,
  claimedBy: (name: string) => `${name} is looking at this`,
  reportsHeading: 'Reports',
  formerMember: 'a former member',
  decisions: { keep: 'Keep', remove: 'Remove', edit: 'Edit', lock: 'Lock with a note', ignore: 'Ignore' } satisfies Record<
    ReviewDecision,
    string
  >,
  decided: {
    keep: 'Kept: it is shown again',
    remove: 'Removed',
    edit: 'Edited: it is shown again',
    lock: 'Locked with your note',
    ignore: 'Ignored',
  } satisfies Record<ReviewDecision, string>,
  /** A decided item's last decision, in the lists of kept, removed and ignored items. */
  lastDecision: { keep: 'Kept', remove: 'Removed', edit: 'Edited', lock: 'Locked', ignore: 'Ignored' } satisfies Record<
    ReviewDecision,
    string
  >,
  history: ({ removed, kept, penalties }: { removed: number; kept: number; penalties: number }) =>
    [
      removed + kept === 0 ? 'No earlier reports decided' : `Earlier: ${removed} removed, ${kept} kept`,
      penalties === 0 ? 'no penalties' : `${penalties} ${penalties === 1 ? 'penalty' : 'penalties'}`,
    ].join('; '),
  dates: { from: 'Reported from', to: 'Reported to' },
  /** The member filter's chip: pressing it shows everyone's items again. */
  memberFilter: (name: string) => `Only ${name}'s items: show all`,
  onlyAuthor: (name: string) => `Only ${name}'s items`,
  revisions: (count: number) => `Earlier versions (${count})`,
  revisionBy: (name: string | null, when: string) => `Replaced by ${name ?? 'a former member'} on ${when}`,
  templatesHeading: 'Reply templates',
  copy: 'Copy',
  copied: 'Copied',
  select: (what: string) => `Select ${what}`,
  editTitle: 'Edit this post',
  editBody: 'Your edit replaces the text. The post says "Edited by a moderator" and is shown again.',
  editField: { title: 'Title', content: 'Text' },
  saveEdit: 'Save edit',
  saving: 'Saving...',
  lockTitle: 'Lock with a support note',
  lockBody: 'The discussion takes no new replies and is shown again, with your note under it from the Mama Village team.',
  lockField: 'Note shown under the discussion',
  locking: 'Locking...',
  bulk: {
    label: 'Selected items',
    selected: (count: number) => `${count} selected`,
    selectAll: 'Select all waiting',
    clear: 'Clear',
    done: (decided: number, refused: number) =>
      refused === 0 ? `${decided} decided` : `${decided} decided; ${refused} already decided by someone else or gone`,
    removeTitle: (count: number) => `Remove ${count} ${count === 1 ? 'item' : 'items'}?`,
  },
  keyboard: {
    heading: 'Keyboard shortcuts',
    keys: [
      ['j', 'next item'],
      ['k', 'previous item'],
      ['a', 'keep'],
      ['r', 'remove'],
    ],
    focused: (position: number, total: number, what: string) => `Item ${position} of ${total}: ${what}`,
  },
  removeTitle: 'Remove this?',
  removeBody: 'It leaves the site at once. It is kept for 90 days in case its author asks for another look.',
  decideFailed: 'The decision was not saved',
  loadMore: 'Load more',
  pendingLabel: (count: number) => `${count} pending`,
} as const;
