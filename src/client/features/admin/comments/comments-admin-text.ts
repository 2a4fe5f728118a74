import { COMMENT_TEXT, type CommentContentType, type CommentDecision, type CommentStatus } from '../../../../shared/constants/comments';
import { formatNumber } from '../../../../shared/lib/numbers';

/** /admin/comments and /admin/comments/pending (docs/PRODUCT.md "Comments", the team's side). */
export const ADMIN_COMMENTS_TEXT = {
  title: 'Comments',
  description: 'Every comment on blog posts, recipes and resources: find, approve, hide, remove or restore them, and reply as the team.',
  searchLabel: 'Search comments',
  searchPlaceholder: 'Words or @username',
  type: 'Content',
  anyType: 'All content',
  types: { blog_post: 'Blog post', recipe: 'Recipe', resource: 'Resource' } satisfies Record<CommentContentType, string>,
  status: 'Status',
  anyStatus: 'All statuses',
  statuses: { published: 'Published', pending: 'Pending', hidden: 'Hidden', removed: 'Removed' } satisfies Record<CommentStatus, string>,
  reported: 'Reported',
  anyReported: 'Reported or not',
  reportedOnly: 'Reported only',
  notReported: 'Not reported',
  sort: 'Sort',
  sorts: { newest: 'Newest', most_reported: 'Most reported' },
  dates: { from: 'From', to: 'To' },
  memberFilter: (username: string) => `Only @${username} ×`,
  caption: 'Comments',
  columns: { select: 'Select', comment: 'Comment', on: 'On', author: 'Author', date: 'Posted', status: 'Status', actions: 'Actions' },
  select: (name: string) => `Select the comment by ${name}`,
  selectPage: 'Select every comment on this page',
  reports: (n: number) => `${formatNumber(n)} ${n === 1 ? 'report' : 'reports'}`,
  rating: (n: number) => `${n}★`,
  replyTo: (username: string) => COMMENT_TEXT.replyingTo(username),
  deleted: COMMENT_TEXT.deletedBody,
  formerMember: COMMENT_TEXT.formerMember,
  team: COMMENT_TEXT.teamBadge,
  loading: 'Loading comments',
  loadFailed: "We couldn't load the comments.",
  emptyTitle: 'No comments yet',
  noMatchTitle: 'No comments match this search',
  decisions: { approve: 'Approve', hide: 'Hide', remove: 'Remove', restore: 'Restore' } satisfies Record<CommentDecision, string>,
  decided: { approve: 'Comment approved', hide: 'Comment hidden', remove: 'Comment removed', restore: 'Comment restored' } satisfies Record<
    CommentDecision,
    string
  >,
  decideFailed: "We couldn't change that just now. Please try again.",
  decisionOf: (decision: string, name: string) => `${decision} the comment by ${name}`,
  view: 'View on the page',
  viewOf: (name: string) => `View the comment by ${name} on its page`,
  replyAsTeam: 'Reply as the team',
  replyAsTeamOf: (name: string) => `Reply as the team to ${name}`,
  rowActions: (name: string) => `Actions for the comment by ${name}`,

  removeTitle: (n: number) => (n === 1 ? 'Remove this comment?' : `Remove ${formatNumber(n)} comments?`),
  removeBody: 'Removed comments disappear from the page and their authors are told why. You can restore them later.',
  reasonLegend: 'Why',
  reasons: COMMENT_TEXT.removalReasons,
  removing: 'Removing...',

  replyTitle: 'Reply as the team',
  replyBody: (name: string) => `Your reply shows under ${name}'s comment with the "${COMMENT_TEXT.teamBadge}" badge.`,
  replyLabel: 'Reply',
  replySend: 'Post reply',
  replySending: 'Posting...',
  replied: 'Reply posted',
  replyFailed: "We couldn't post the reply just now. Please try again.",

  bulk: {
    label: 'Selected comments',
    selected: (n: number) => `${formatNumber(n)} selected`,
    clear: 'Clear selection',
    done: (done: number, failed: number) =>
      failed === 0
        ? `${formatNumber(done)} ${done === 1 ? 'comment' : 'comments'} changed`
        : `${formatNumber(done)} changed, ${formatNumber(failed)} could not be`,
    max: (max: number) => `At most ${max} at once`,
  },

  mode: {
    title: 'Comment moderation',
    legend: 'Mode',
    options: COMMENT_TEXT.modes,
    save: 'Save mode',
    saving: 'Saving...',
    saved: 'Comment moderation mode saved',
    saveFailed: "We couldn't save the mode just now. Please try again.",
    readOnly: 'Only an admin can change the mode.',
    loadFailed: "We couldn't load the mode.",
  },

  pending: {
    title: 'Pending Comments',
    description: 'Comments waiting for approval before they show on the site, oldest first.',
    back: 'All comments',
    empty: 'Nothing is waiting for approval.',
    loading: 'Loading...',
    loadMore: 'Load more',
    label: (n: number) => `${formatNumber(n)} pending`,
    focused: (position: number, total: number, name: string) => `Comment ${position} of ${total}, by ${name}`,
    keyboard: {
      heading: 'Keyboard',
      keys: [
        ['j', 'next'],
        ['k', 'previous'],
        ['a', 'approve'],
        ['r', 'remove'],
      ] as const,
    },
  },
} as const;
