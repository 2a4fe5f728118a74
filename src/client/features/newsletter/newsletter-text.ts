/**
 * The newsletter forms' texts (PRODUCT.md "Screens", "Messages", verbatim where PRODUCT.md gives them). The
 * validation rule and its messages (PRODUCT.md "Input rules") are in shared/rules/newsletter.ts.
 */
export const NEWSLETTER_TEXT = {
  /** PRODUCT.md "Screens" (Newsletter form): the default (full) form's button. */
  button: 'Subscribe to Newsletter',
  compactButton: 'Subscribe',
  submitting: 'Subscribing...',
  thanks: 'Thanks for subscribing!',
  // The same words whether a welcome or (for an address that unsubscribed) a confirm link went out.
  thanksDetail: 'Check your inbox for an email from us. Every newsletter has a one-click unsubscribe.',
  successTitle: 'Successfully subscribed!',
  successBody: 'Thank you for subscribing to our newsletter.',
  duplicateTitle: 'Already subscribed',
  duplicateBody: 'This email is already subscribed to our newsletter.',
  failedTitle: 'Subscription failed',
  failedFallback: 'Something went wrong. Please try again.',
  /** The server answered without an error of its own (PRODUCT.md "Messages"). */
  failedNoError: 'Failed to subscribe',
} as const;

/** PRODUCT.md "Calls and answers": the server's duplicate answer, an info case. */
export const ALREADY_SUBSCRIBED = 'Email is already subscribed';

/** The newsletter card on /profile/notifications. */
export const NEWSLETTER_SETTING_TEXT = {
  title: 'Newsletter',
  intro: 'New recipes, articles and resources, with news of perks and giveaways, every few weeks.',
  label: 'Send me the newsletter',
  sentTo: (email: string) => `Sent to ${email}.`,
  subscribed: 'Subscribed to the newsletter',
  unsubscribed: 'Unsubscribed from the newsletter',
  failed: 'Failed to update your subscription',
  loadFailed: "We couldn't load your newsletter subscription.",
} as const;

/** /unsubscribe, the page an email's link opens. */
export const UNSUBSCRIBE_TEXT = {
  pageTitle: 'Unsubscribe',
  pageDescription: 'Stop emails from Mama Village.',
  confirmTitle: 'Unsubscribe?',
  confirmBody: (what: string, email: string) => `Stop ${what} going to ${email}?`,
  button: 'Unsubscribe',
  doneTitle: "You're unsubscribed",
  doneBody: (what: string, email: string) => `We won't send ${what} to ${email} any more.`,
  notificationsStay: 'You still see these notifications on the site; change all your email choices on your notifications page.',
  invalidTitle: 'This link has expired or is incomplete',
  invalidBody: 'Copy the whole link from the email, or reply to the email and we will take you off the list.',
  failed: 'Something went wrong. Please try again.',
  home: 'Back to Mama Village',
} as const;

/** /newsletter/confirm, the page the link emailed to a returning address opens. */
export const CONFIRM_TEXT = {
  pageTitle: 'Confirm your subscription',
  pageDescription: 'Confirm that you want the Mama Village newsletter again.',
  body: (email: string) => `Start sending the Mama Village newsletter to ${email} again?`,
  button: 'Yes, subscribe me',
  doneTitle: "You're subscribed",
  doneBody: 'Welcome back! A welcome email is on its way, and every newsletter has a one-click unsubscribe.',
  invalidTitle: 'This link has expired or has been used',
  invalidBody: 'If you still want the newsletter, sign up again with the form at the foot of any page.',
  failed: 'Something went wrong. Please try again.',
} as const;
