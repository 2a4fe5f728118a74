import { PARTNERSHIP_LIMITS, PARTNERSHIP_TEXT } from '../constants/partnerships';
import { checkEmail } from './email';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/**
 * The partnerships enquiry, field by field: zod-free, so the page's form says what the server
 * would (schemas/partnerships.ts builds the server's input from the same functions).
 */
const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

function checkRequiredText(name: string, max: number, empty: string, value: string): string | null {
  const plain = checkPlainText(name, value);
  if (plain) return plain;
  const length = value.trim().length;
  if (length === 0) return empty;
  if (length > max) return tooLong(name, max);
  return null;
}

export const checkEnquiryName = (value: string) =>
  checkRequiredText('Name', PARTNERSHIP_LIMITS.nameMax, PARTNERSHIP_TEXT.nameRequired, value);

export const checkEnquiryCompany = (value: string) =>
  checkRequiredText('Company', PARTNERSHIP_LIMITS.companyMax, PARTNERSHIP_TEXT.companyRequired, value);

export function checkEnquiryMessage(value: string): string | null {
  const problem = checkRequiredText('Message', PARTNERSHIP_LIMITS.messageMax, PARTNERSHIP_TEXT.messageTooShort, value);
  if (problem) return problem;
  return value.trim().length < PARTNERSHIP_LIMITS.messageMin ? PARTNERSHIP_TEXT.messageTooShort : null;
}

export interface EnquiryFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
}
export type EnquiryFormErrors = Partial<Record<keyof EnquiryFormValues, string>>;

/** Field errors of the enquiry form; empty when it may be sent. */
export function validateEnquiryForm(values: EnquiryFormValues): EnquiryFormErrors {
  const errors: EnquiryFormErrors = {};
  const checks: Record<keyof EnquiryFormValues, (value: string) => string | null> = {
    name: checkEnquiryName,
    email: checkEmail,
    company: checkEnquiryCompany,
    message: checkEnquiryMessage,
  };
  for (const field of Object.keys(checks) as (keyof EnquiryFormValues)[]) {
    const problem = checks[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}
