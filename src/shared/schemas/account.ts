import { z } from 'zod';
import { checkAccountToken, checkCurrentPassword, checkDeletionContent, type DeletionContent } from '../rules/account';
import { PASSWORD_MAX } from '../rules/auth';
import { emailSchema, passwordSchema } from './auth';
import { id } from './common';
import { rule } from './text';

const currentPassword = z
  .string({ error: 'Please enter your current password.' })
  .check(rule(checkCurrentPassword))
  .max(PASSWORD_MAX, { error: 'Password is too long' });
const content = z
  .string({ error: 'Please choose what happens to your posts' })
  .check(rule(checkDeletionContent))
  .transform((value) => value as DeletionContent);
const token = z.string({ error: 'This link is invalid or has already been used.' }).check(rule(checkAccountToken));

export const exportIdInput = z.object({ id });
export const requestDeletionInput = z.object({ password: currentPassword, content: content.default('remove') });
export const confirmDeletionInput = z.object({ token });
export const changeEmailInput = z.object({ email: emailSchema, password: currentPassword });
export const confirmEmailChangeInput = z.object({ token });
export const changePasswordInput = z.object({ currentPassword, newPassword: passwordSchema });

export interface AccountExportDto {
  id: number;
  status: 'queued' | 'ready';
  createdAt: string;
  expiresAt: string | null;
}

export interface DeletionStatusDto {
  state: 'none' | 'awaiting-confirmation' | 'scheduled';
  content: DeletionContent | null;
  deleteAt: string | null;
}

export interface PrivacyOverviewDto {
  exports: AccountExportDto[];
  /** When she may ask for the next download (null: now). */
  nextExportAt: string | null;
  deletion: DeletionStatusDto;
}
