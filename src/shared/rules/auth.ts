/**
 * The account rules: usernames, passwords, reset links, and the registration form's checks
 * (PRODUCT.md "Input rules"). Zod-free: schemas/auth.ts builds the server's inputs from these functions,
 * and the registration and reset forms call them directly.
 */
export { EMAIL_MAX } from './email';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, underscores and dots (mentions in lib/mentions.ts follow the same alphabet). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
/** The token of an emailed reset link: 32 base32 characters. */
export const RESET_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

export const ACCOUNT_RULE_TEXT = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  usernameCharacters: 'Username may only contain letters, digits, underscores and dots',
  /** PRODUCT.md "Input rules",, the sign-up popup's 'Password required' description, verbatim. */
  passwordRequired: 'Please enter a password.',
  /** PRODUCT.md "Input rules",, the sign-up popup's 'Password too short' description, verbatim. */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long.`,
  resetLinkInvalid: 'The reset link is invalid',
} as const;

/** The first problem with a username (spaces around it don't count), or null. */
export function checkUsername(value: string): string | null {
  const username = value.trim();
  if (username.length < USERNAME_MIN) return ACCOUNT_RULE_TEXT.usernameTooShort;
  if (username.length > USERNAME_MAX) return ACCOUNT_RULE_TEXT.usernameTooLong;
  if (!USERNAME_PATTERN.test(username)) return ACCOUNT_RULE_TEXT.usernameCharacters;
  return null;
}

/**
 * A new password, measured as typed (it is sent as typed, so logging in with it works), or null.
 * Spaces alone are no password: the forms judge emptiness on the trimmed value (PRODUCT.md "Input rules").
 */
export function checkPassword(value: string): string | null {
  if (!value.trim()) return ACCOUNT_RULE_TEXT.passwordRequired;
  if (value.length < PASSWORD_MIN) return ACCOUNT_RULE_TEXT.passwordTooShort;
  if (value.length > PASSWORD_MAX) return ACCOUNT_RULE_TEXT.passwordTooLong;
  return null;
}

export function checkResetToken(value: string): string | null {
  return RESET_TOKEN_PATTERN.test(value) ? null : ACCOUNT_RULE_TEXT.resetLinkInvalid;
}

// ---------------------------------------------------------------- the registration form

/** PRODUCT.md "Input rules" (Sign-up popup): each check's error toast, verbatim, in the order checked. */
export const REGISTER_CHECK_TEXT = {
  usernameRequired: { title: 'Username required', description: 'Please enter a username.' },
  emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
  passwordRequired: { title: 'Password required', description: ACCOUNT_RULE_TEXT.passwordRequired },
  passwordMismatch: { title: "Passwords don't match", description: 'Please make sure your passwords match.' },
  passwordTooShort: { title: 'Password too short', description: ACCOUNT_RULE_TEXT.passwordTooShort },
} as const;

export type RegisterCheckFailure = (typeof REGISTER_CHECK_TEXT)[keyof typeof REGISTER_CHECK_TEXT];

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface RegisterFormValues extends NewPasswordValues {
  username: string;
  email: string;
}

/**
 * The password half of the registration checks, in the same order, with the same texts (the reset
 * form uses it alone): `checkPassword`, the server's rule, with the confirmation between.
 */
export function firstNewPasswordProblem(values: NewPasswordValues): RegisterCheckFailure | null {
  const problem = checkPassword(values.password);
  if (problem === ACCOUNT_RULE_TEXT.passwordRequired) return REGISTER_CHECK_TEXT.passwordRequired;
  if (values.password !== values.confirmPassword) return REGISTER_CHECK_TEXT.passwordMismatch;
  if (problem === ACCOUNT_RULE_TEXT.passwordTooShort) return REGISTER_CHECK_TEXT.passwordTooShort;
  return null;
}

/** PRODUCT.md "Input rules" (Sign-up popup), checked in this order; the first failure is shown. */
export function firstRegisterProblem(values: RegisterFormValues): RegisterCheckFailure | null {
  if (!values.username.trim()) return REGISTER_CHECK_TEXT.usernameRequired;
  if (!values.email.trim()) return REGISTER_CHECK_TEXT.emailRequired;
  return firstNewPasswordProblem(values);
}

/** Submit stays disabled until all four fields have something in them. */
export function registerFormComplete(values: RegisterFormValues): boolean {
  return [values.username, values.email, values.password, values.confirmPassword].every((value) => value !== '');
}
