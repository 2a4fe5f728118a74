import { checkEmail, EMAIL_TEXT } from './email';

/** PRODUCT.md "Input rules", "Constants and limits": first and last names of at least 2 characters (trimmed). */
export const NEWSLETTER_NAME_MIN = 2;

/** PRODUCT.md "Input rules" (Newsletter), messages verbatim. */
export const NEWSLETTER_RULE_TEXT = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: EMAIL_TEXT.invalid,
} as const;

export interface NewsletterFormValues {
  firstName: string;
  lastName: string;
  email: string;
}
export type NewsletterFormErrors = Partial<Record<keyof NewsletterFormValues, string>>;

/** Field errors of the newsletter form (values trimmed); empty when it may be sent. */
export function validateNewsletterForm(values: NewsletterFormValues): NewsletterFormErrors {
  const errors: NewsletterFormErrors = {};
  if (values.firstName.trim().length < NEWSLETTER_NAME_MIN) errors.firstName = NEWSLETTER_RULE_TEXT.firstNameRequired;
  if (values.lastName.trim().length < NEWSLETTER_NAME_MIN) errors.lastName = NEWSLETTER_RULE_TEXT.lastNameRequired;
  // The spec has one message for any address the email rule refuses (an over-long one too).
  if (checkEmail(values.email)) errors.email = NEWSLETTER_RULE_TEXT.invalidEmail;
  return errors;
}
