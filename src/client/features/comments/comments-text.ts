import { COMMENT_TEXT } from '../../../shared/constants/comments';
import { formatNumber } from '../../../shared/lib/numbers';

/** The reader's side of comments (docs/PRODUCT.md "Comments"): what the section under a post, recipe or resource says. */
export const COMMENTS_TEXT = {
  heading: (n: number | undefined) => (n === undefined || n === 0 ? 'Comments' : `${formatNumber(n)} ${n === 1 ? 'comment' : 'comments'}`),
  empty: 'No comments yet. Be the first to share your thoughts!',
  loading: 'Loading comments...',
  loadFailed: "We couldn't load the comments just now.",
  retry: 'Try again',
  loadMore: 'Load more',
  loadMoreFailed: "We couldn't load more comments. Please try again.",
  showMoreReplies: 'Show more replies',
  replyingTo: COMMENT_TEXT.replyingTo,
  team: COMMENT_TEXT.teamBadge,
  edited: 'edited',
  /** As the forum says it of a post the team changed. */
  editedByModerator: 'edited by a moderator',
  commentBy: (name: string) => `Comment by ${name}`,
  deleted: COMMENT_TEXT.deletedBody,

  // Visitors
  signInPrompt: COMMENT_TEXT.signIn,
  signInBody: 'Members can comment, reply and rate recipes.',

  // The composer
  commentLabel: 'Your comment',
  replyLabel: (name: string) => `Your reply to ${name}`,
  editLabel: 'Edit your comment',
  placeholder: 'Share your thoughts, a tip or a swap that worked for you…',
  post: 'Post comment',
  postReply: 'Post reply',
  posting: 'Posting...',
  save: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  posted: 'Comment posted',
  saved: 'Changes saved',
  postFailed: "We couldn't post that just now. Please try again.",
  saveFailed: "We couldn't save your changes just now. Please try again.",
  closed: 'Comments are closed for this page.',

  // Actions
  reply: 'Reply',
  replyTo: (name: string) => `Reply to ${name}`,
  edit: 'Edit',
  delete: 'Delete',
  actions: 'Comment actions',
  deleteTitle: 'Delete this comment?',
  deleteBody: 'Your comment will be removed. If others replied to it, it will say it was deleted instead.',
  deleteConfirm: 'Delete',
  deleting: 'Deleting...',
  deletedToast: 'Comment deleted',
  deleteFailed: "We couldn't delete that just now. Please try again.",

  // Ratings
  ratingLegend: 'Your rating (optional)',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  clearRating: 'No rating',
} as const;
