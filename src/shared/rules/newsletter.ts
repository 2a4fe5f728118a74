import { checkEmail, EMAIL_TEXT } from './email';

/** PRODUCT.md "Input rules", "Constants and limits": first and last names of at least 2 characters (trimmed). */
export const NEWSLETTER_NAME_MIN = 2;

/** PRODUCT.md "Input rules" (Newsletter), messages verbatim. */
export const NEWSLETTER_RULE_TEXT = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: EMAIL_TEXT.invalid,
  /** The server's words for a joined name the form could not have sent. */
  nameParts: `Name must be a first and last name of at least ${NEWSLETTER_NAME_MIN} characters each`,
} as const;

/** A first or a last name as the form takes it: at least NEWSLETTER_NAME_MIN characters, trimmed. */
function namePartLongEnough(value: string): boolean {
  return value.trim().length >= NEWSLETTER_NAME_MIN;
}

/**
 * The subscription's `name` (PRODUCT.md "Records and their fields": first and last name joined by a space) holds the
 * form's rule: some space in it splits a first and a last name that each pass it (either may
 * itself hold spaces, 'Mary Ann Lee').
 */
export function checkSubscriberName(value: string): string | null {
  const name = value.trim();
  for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
    if (namePartLongEnough(name.slice(0, space)) && namePartLongEnough(name.slice(space + 1))) return null;
  }
  return NEWSLETTER_RULE_TEXT.nameParts;
}

export interface NewsletterFormValues {
  firstName: string;
  lastName: string;
  email: string;
}
export type NewsletterFormErrors = Partial<Record<keyof NewsletterFormValues, string>>;

/** Field errors of the newsletter form (values trimmed); empty when it may be sent. */
export function validateNewsletterForm(values: NewsletterFormValues): NewsletterFormErrors {
  const errors: NewsletterFormErrors = {};
  if (!namePartLongEnough(values.firstName)) errors.firstName = NEWSLETTER_RULE_TEXT.firstNameRequired;
  if (!namePartLongEnough(values.lastName)) errors.lastName = NEWSLETTER_RULE_TEXT.lastNameRequired;
  // The spec has one message for any address the email rule refuses (an over-long one too).
  if (checkEmail(values.email)) errors.email = NEWSLETTER_RULE_TEXT.invalidEmail;
  return errors;
}
