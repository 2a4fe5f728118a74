/**
 * Product feedback (PRODUCT.md "Member extras"): an idea, a problem or a content request, which
 * admins triage as new, planned, done or declined; the member is told when its status changes.
 */

export const FEEDBACK_CATEGORIES = ['idea', 'problem', 'content_request'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  idea: 'Idea',
  problem: 'Problem',
  content_request: 'Content request',
};

/** What each category asks for, under its choice on the form. */
export const FEEDBACK_CATEGORY_HINTS: Record<FeedbackCategory, string> = {
  idea: 'Something that would make Mama Village better for you',
  problem: 'Something that doesn’t work as it should',
  content_request: 'An article, recipe or resource you’d like us to make',
};

export const FEEDBACK_STATUSES = ['new', 'planned', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  planned: 'Planned',
  done: 'Done',
  declined: 'Declined',
};

export const FEEDBACK_LIMITS = {
  messageMax: 2000,
  pageLinkMax: 500,
  adminNoteMax: 1000,
  /** Feedback one member may send in any 24 hours. */
  perDay: 10,
  /** Characters of the message quoted in the member's notification. */
  excerptMax: 80,
} as const;

export const FEEDBACK_TEXT = {
  messageRequired: 'Please write your feedback',
  pageLinkInvalid: 'Page link must be a page of this site: a path starting with / or the page’s web address',
  pageLinkOtherSite: 'Page link must be a page of this site',
  categoryInvalid: 'Choose an idea, a problem or a content request',
  statusInvalid: 'Choose new, planned, done or declined',
  notFound: 'Feedback not found',
  tooMany: `You have sent ${FEEDBACK_LIMITS.perDay} pieces of feedback in the last 24 hours. Thank you! Please send more tomorrow.`,
  notificationTitle: (status: FeedbackStatus) => `Your feedback is now ${FEEDBACK_STATUS_LABELS[status].toLowerCase()}`,
  notificationContent: (excerpt: string, note: string | null) => (note ? `“${excerpt}” ${note}` : `“${excerpt}”`),
} as const;

/** Where the member reads her feedback (both addresses show the same page). */
export const FEEDBACK_PAGE_PATH = '/product-feedback';
