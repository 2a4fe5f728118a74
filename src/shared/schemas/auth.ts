import { z } from 'zod';
import { plainText } from './text';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, { error: `Username must be at least ${USERNAME_MIN} characters` })
  .max(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters` })
  .regex(/^[A-Za-z0-9_.]+$/, {
    error: 'Username may only contain letters, digits, underscores and dots',
  });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(EMAIL_MAX, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters long.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` });

export const registerInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** Login is checked against the stored hash only: no format rules that would leak what exists. */
export const loginInput = z.object({
  username: plainText('Username')
    .trim()
    .min(1, { error: 'Username is required' })
    .max(EMAIL_MAX, { error: 'Username is too long' }),
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
  isAdmin: boolean;
  avatar: string | null;
}

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** The token from the emailed link: 32 base32 characters. */
export const RESET_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

export const resetPasswordInput = z.object({
  token: z.string({ error: 'The reset link is invalid' }).regex(RESET_TOKEN_PATTERN, { error: 'The reset link is invalid' }),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
