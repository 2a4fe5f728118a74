/**
 * Comments on blog posts, recipes and resources (docs/PRODUCT.md "Comments"): their limits and
 * words. Zod-free, so the comment list and composer can use them.
 */

/** What members can comment on. */
export const COMMENT_CONTENT_TYPES = ['blog_post', 'recipe', 'resource'] as const;
export type CommentContentType = (typeof COMMENT_CONTENT_TYPES)[number];

/** Where a comment stands as answers show it (a held comment is `pending`). */
export const COMMENT_STATUSES = ['published', 'pending', 'hidden', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * The team's comment moderation mode (/admin/comments): `open` (the moderation holds, plus a hold
 * for COMMENT_LIMITS.holdLinks links or more), `all` (every new comment waits for approval),
 * `off` (no new comments; existing ones stay).
 */
export const COMMENT_MODES = ['open', 'all', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
export const DEFAULT_COMMENT_MODE: CommentMode = 'open';

/** What the team does to comments in /admin/comments. */
export const COMMENT_DECISIONS = ['approve', 'hide', 'remove', 'restore'] as const;
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];
export const COMMENT_REMOVAL_REASONS = ['spam', 'off_topic', 'guidelines'] as const;
export type CommentRemovalReason = (typeof COMMENT_REMOVAL_REASONS)[number];
export const COMMENT_ADMIN_SORTS = ['newest', 'most_reported'] as const;
export type CommentAdminSort = (typeof COMMENT_ADMIN_SORTS)[number];

export const COMMENT_LIMITS = {
  bodyMax: 2000,
  /** A page of comments (REST `limit`), at most. */
  pageMax: 50,
  pageDefault: 20,
  /** Replies sent with each top-level comment; the rest through comments.replies. */
  repliesShown: 3,
  ratingMin: 1,
  ratingMax: 5,
  /** A comment with this many links or more waits for a check in mode `open`. */
  holdLinks: 2,
  /** Most ids one bulk decision takes. */
  bulkMax: 50,
  /** Her own waiting or hidden comments on one item (comments.mine), at most. */
  mineMax: 50,
} as const;

/** Words members and the team read (ours; the spec has none for comments). */
export const COMMENT_TEXT = {
  deletedBody: 'Comment deleted by its author',
  formerMember: 'Former member',
  teamBadge: 'Mama Village team',
  replyingTo: (username: string) => `replying to @${username}`,
  signIn: 'Sign in to join the conversation',
  notFound: 'Comment not found',
  nothingToEdit: 'A removed or deleted comment has nothing to edit',
  contentNotFound: 'That content does not exist',
  closedHere: 'Comments are closed for this item',
  closedSiteWide: 'Comments are switched off for now',
  tooMany: "You've commented a lot in the last hour. Please try again later.",
  ratingOnlyRecipes: 'Only a recipe can be rated',
  ratingOnlyTopLevel: 'A reply cannot carry a rating',
  parentElsewhere: 'That comment is on another page',
  saveComment: "A comment can't be saved",
  notYours: 'You can only change your own comments',
  editWindowPassed: 'Comments can only be edited within an hour of posting',
  held: {
    title: 'Waiting for a quick check',
    body: "A moderator will look at it soon. Until then only you can see it; it appears for everyone once it's checked.",
  },
  /** Notifications (`thread_reply`, `other`). */
  replyTitle: (name: string) => `${name} replied to your comment`,
  approvedTitle: 'Your comment is published',
  removedTitle: 'Your comment was removed',
  removalReasons: {
    spam: 'Spam',
    off_topic: 'Off-topic',
    guidelines: 'Against the community guidelines',
  } satisfies Record<CommentRemovalReason, string>,
  /** The team's daily email of new comments on the site's content. */
  digest: {
    subject: (count: number) => `${count} new ${count === 1 ? 'comment' : 'comments'} yesterday`,
    intro: 'New comments on articles, recipes and resources yesterday (Sydney time):',
    item: (title: string, text: string, at: string, held: boolean) => `${title}: "${text}" (${at}${held ? ', waiting for approval' : ''})`,
    open: 'Open the comments',
  },
  modes: {
    open: 'Open: the usual checks, plus comments with two or more links',
    all: 'All: every comment waits for approval',
    off: 'Off: no new comments (existing ones stay)',
  } satisfies Record<CommentMode, string>,
} as const;
