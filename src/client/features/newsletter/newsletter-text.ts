/**
 * The newsletter forms' own texts. The validation rule and its messages (SPEC section 5) are in
 * shared/rules/newsletter.ts.
 */
export const NEWSLETTER_TEXT = {
  /** SPEC section 2 "Newsletter form": the default (full) form's button. */
  button: 'Subscribe to Newsletter',
  compactButton: 'Subscribe',
  /** Shown until the subscribe call exists (a later issue): nothing is sent yet. */
  opensSoon: 'Newsletter sign-up opens soon.',
} as const;
