/**
 * Her own data (docs/PRODUCT.md "Members and their data"): what happens to her posts when her
 * account is deleted, and the rules of the privacy page's forms. Zod-free, as every rule.
 */
export const DELETION_CONTENT = ['remove', 'anonymise'] as const;
export type DeletionContent = (typeof DELETION_CONTENT)[number];

/** Days a data download can be fetched before its file is deleted. */
export const EXPORT_KEPT_DAYS = 7;
/** A deletion link works this long; unconfirmed, the request is forgotten. */
export const DELETION_LINK_HOURS = 24;
/** An email change link works this long. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Read notifications are kept this many months. */
export const READ_NOTIFICATIONS_KEPT_MONTHS = 12;
/** Reports and decisions keep who was involved this many years, then are de-identified. */
export const MODERATION_RECORDS_KEPT_YEARS = 2;

export const ACCOUNT_RULE_TEXT = {
  contentChoice: 'Please choose what happens to your posts',
  currentPasswordRequired: 'Please enter your current password.',
  linkInvalid: 'This link is invalid or has already been used.',
} as const;

export function checkDeletionContent(value: string): string | null {
  return (DELETION_CONTENT as readonly string[]).includes(value) ? null : ACCOUNT_RULE_TEXT.contentChoice;
}

export function checkCurrentPassword(value: string): string | null {
  return value.length === 0 ? ACCOUNT_RULE_TEXT.currentPasswordRequired : null;
}

/** The token of an emailed account link (deletion, email change): 32 base32 characters, as a reset link's. */
export function checkAccountToken(value: string): string | null {
  return /^[a-z2-7]{32}$/.test(value) ? null : ACCOUNT_RULE_TEXT.linkInvalid;
}
