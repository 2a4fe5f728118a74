import { TRPCError } from '@trpc/server';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { EMAIL_CHANGE_LINK_HOURS } from '../../shared/rules/account';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertAcceptablePassword } from '../auth/service';
import { generateSessionToken, hashToken, type SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { emailChanges, sessions, users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { confirmEmailChangeEmail, emailChangedNotice, emailChangeRequestedNotice } from './emails';

const HOUR_MS = 60 * 60 * 1000;

async function assertPassword(db: Db, userId: number, password: string) {
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.wrongPassword });
  }
}

const emailTaken = () => new TRPCError({ code: 'CONFLICT', message: AUTH_TEXT.emailTaken });

async function assertEmailFree(db: Db, email: string, userId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  if (taken) throw emailTaken();
}

/**
 * A new email, with her password: a link goes to the new address (it changes only when opened
 * there) and a notice to the current one. An address another account uses is refused (409).
 */
export async function requestEmailChange(db: Db, user: SessionUser, input: { email: string; password: string }, publicUrl: string) {
  if (input.email.toLowerCase() === user.email.toLowerCase()) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.emailSame });
  await assertPassword(db, user.id, input.password);
  await assertEmailFree(db, input.email, user.id);
  const token = generateSessionToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.insert(emailChanges).values({
      id: hashToken(token),
      userId: user.id,
      newEmail: input.email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
    });
    await queueEmail(tx, confirmEmailChangeEmail(input.email, user.username, `${publicUrl}/profile/edit?email-token=${token}`));
    await queueEmail(tx, emailChangeRequestedNotice(user.email, user.username));
  });
  return { success: true as const };
}

/** The link from the new address: the email changes, the old address is told. Used or expired: 400. */
export async function confirmEmailChange(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.id, hashToken(token)), gt(emailChanges.expiresAt, new Date())))
      .returning();
    if (!change) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.emailChangeLinkInvalid });
    const [before] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, change.userId));
    if (!before) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.emailChangeLinkInvalid });
    await assertEmailFree(tx, change.newEmail, change.userId);
    try {
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
    } catch (error) {
      if (uniqueViolation(error) !== null) throw emailTaken();
      throw error;
    }
    await queueEmail(tx, emailChangedNotice(before.email, before.username, change.newEmail));
    return { email: change.newEmail };
  });
}

/** A new password with the current one; every other session of hers ends (this one stays). */
export async function changePassword(
  db: Db,
  user: SessionUser,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  await assertPassword(db, user.id, input.currentPassword);
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
  });
  return { success: true as const };
}
