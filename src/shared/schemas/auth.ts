import { z } from 'zod';
import { checkEmail } from '../rules/email';
import { ACCOUNT_RULE_TEXT, checkPassword, checkResetToken, checkUsername, EMAIL_MAX, PASSWORD_MAX } from '../rules/auth';
import type { Role } from '../rules/roles';
import { plainText, rule } from './text';

export const usernameSchema = z.string({ error: 'Username is required' }).trim().check(rule(checkUsername));
export const emailSchema = z.string({ error: 'Email is required' }).trim().check(rule(checkEmail));
export const passwordSchema = z.string({ error: 'Password is required' }).check(rule(checkPassword));

export const registerInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** Login is checked against the stored hash only: no format rules that would leak what exists. */
export const loginInput = z.object({
  username: plainText('Username').trim().min(1, { error: 'Username is required' }).max(EMAIL_MAX, { error: 'Username is too long' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX, { error: 'Password is too long' }),
});
export type LoginInput = z.infer<typeof loginInput>;

/** What every procedure returns for a user: never the hash, never another member's email. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  /** member, moderator or admin (rules/roles.ts); `isAdmin` is the spec's, true only for admins. */
  role: Role;
  isAdmin: boolean;
  avatar: string | null;
}

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

export const resetPasswordInput = z.object({
  token: z.string({ error: ACCOUNT_RULE_TEXT.resetLinkInvalid }).check(rule(checkResetToken)),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
