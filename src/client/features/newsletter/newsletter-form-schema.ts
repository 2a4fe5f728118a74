/** SPEC section 5 "Newsletter", messages verbatim. */
export const NEWSLETTER_TEXT = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Please enter a valid email address',
  /** SPEC section 2 "Newsletter form": the default (full) form's button. */
  button: 'Subscribe to Newsletter',
  compactButton: 'Subscribe',
  /** Shown until the subscribe call exists (a later issue): nothing is sent yet. */
  opensSoon: 'Newsletter sign-up opens soon.',
} as const;

const NAME_MIN = 2;

/**
 * The same pattern as zod's `z.email()` (the server's check). Written out here because this
 * form sits in the footer of every page, and zod would add 27 KB gzip to the first load.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface NewsletterFormValues {
  firstName: string;
  lastName: string;
  email: string;
}
export type NewsletterFormErrors = Partial<Record<keyof NewsletterFormValues, string>>;

/** Field errors of the newsletter form (values trimmed); empty when it may be sent. */
export function validateNewsletterForm(values: NewsletterFormValues): NewsletterFormErrors {
  const errors: NewsletterFormErrors = {};
  if (values.firstName.trim().length < NAME_MIN) errors.firstName = NEWSLETTER_TEXT.firstNameRequired;
  if (values.lastName.trim().length < NAME_MIN) errors.lastName = NEWSLETTER_TEXT.lastNameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = NEWSLETTER_TEXT.invalidEmail;
  return errors;
}
