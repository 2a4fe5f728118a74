import { PASSWORD_MIN } from '../../../shared/schemas/auth';
import { REGISTER_CHECK_TEXT } from './auth-text';

export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterCheckFailure = (typeof REGISTER_CHECK_TEXT)[keyof typeof REGISTER_CHECK_TEXT];

/**
 * SPEC section 5 "Sign-up popup", checked in this order; the first failure is shown. Values are
 * trimmed for the emptiness checks; the password itself is compared and measured as typed (it
 * is sent as typed, so login with the same characters works).
 */
export function firstRegisterProblem(values: RegisterFormValues): RegisterCheckFailure | null {
  if (!values.username.trim()) return REGISTER_CHECK_TEXT.usernameRequired;
  if (!values.email.trim()) return REGISTER_CHECK_TEXT.emailRequired;
  return firstNewPasswordProblem(values);
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * The password half of the sign-up checks, in the same order, with the same texts; the reset
 * page uses it alone.
 */
export function firstNewPasswordProblem(values: NewPasswordValues): RegisterCheckFailure | null {
  if (!values.password.trim()) return REGISTER_CHECK_TEXT.passwordRequired;
  if (values.password !== values.confirmPassword) return REGISTER_CHECK_TEXT.passwordMismatch;
  if (values.password.length < PASSWORD_MIN) return REGISTER_CHECK_TEXT.passwordTooShort;
  return null;
}

/** Submit stays disabled until all four fields have something in them. */
export function registerFormComplete(values: RegisterFormValues): boolean {
  return Object.values(values).every((value) => value !== '');
}
