/**
 * Reactions: what a member does to a piece of content, liking it and saving it. Zod-free, so the
 * cards can use them. PRODUCT.md "Records and their fields", "Messages", "Constants and limits"; PRODUCT.md for the contentType values.
 */

/** What members can like and save (PRODUCT.md); a comment can only be liked (docs/PRODUCT.md "Comments"). */
export const CONTENT_TYPES = ['recipe', 'blog_post', 'resource', 'thread', 'comment'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** What members can save: everything they can like but a comment. */
export const SAVEABLE_CONTENT_TYPES = ['recipe', 'blog_post', 'resource', 'thread'] as const satisfies readonly ContentType[];
export type SaveableContentType = (typeof SAVEABLE_CONTENT_TYPES)[number];

/** A list asks for the reactions to at most this many items at once (a page of a list is fewer). */
export const REACTIONS_ITEMS_MAX = 50;

/** PRODUCT.md "Constants and limits". */
export const LIKE_ICON_SIZES = { sm: 16, md: 20, lg: 24 } as const;
export type LikeIconSize = keyof typeof LIKE_ICON_SIZES;

/** PRODUCT.md "Messages", verbatim. */
export const LIKE_TEXT = {
  statusFailed: 'Failed to fetch like status',
  countFailed: 'Failed to fetch like count',
  errorTitle: 'Error',
  likeFailed: 'Failed to like content',
  unlikeFailed: 'Failed to unlike content',
} as const;

export const SAVE_TEXT = {
  failed: 'Failed to update saved status',
  errorTitle: 'Error',
  signInTitle: 'Sign in required',
  signInBody: 'Please sign in to save content',
  tooltip: 'Sign in to save',
  savedTitle: 'Saved!',
  savedBody: 'Item added to your saved content',
  removedTitle: 'Removed from saved items',
  removedBody: 'Item removed from your saved content',
} as const;

/** Server messages of the reactions procedures (ours; PRODUCT.md shows none). */
export const REACTION_ERRORS = {
  contentNotFound: 'That content does not exist',
  tooManyItems: `At most ${REACTIONS_ITEMS_MAX} items at once`,
} as const;
