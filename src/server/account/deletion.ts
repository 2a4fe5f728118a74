import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import { DELETION_LINK_HOURS, type DeletionContent } from '../../shared/rules/account';
import type { DeletionStatusDto } from '../../shared/schemas/account';
import { verifyPassword } from '../auth/password';
import { generateSessionToken, hashToken, type SessionUser } from '../auth/session';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { accountDeletions, users } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { queueEmail } from '../email/queued';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import { accountDeletedEmail, confirmDeletionEmail } from './emails';
import { eraseMember } from './erase-member';
import type { UploadStore } from '../uploads/store';
import { deleteExports } from './exports';

export const DELETION_JOB = 'account.delete';
const HOUR_MS = 60 * 60 * 1000;

export interface DeletionServices {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Where her data downloads are stored: they go with her. */
  uploads: UploadStore;
  /** Drops the forum's kept answers once her posts changed; absent in jobs run without one. */
  cache?: SharedCache;
}

const ownerRefused = () => new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXT.ownerAccount });
const linkInvalid = () => new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.deletionLinkInvalid });

/** The site owner's account (ADMIN_USERNAME) is never deleted this way. */
export async function assertNotOwner(db: Db, userId: number, ownerUsername: string) {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
  if (row.username.toLowerCase() === ownerUsername.toLowerCase()) throw ownerRefused();
}

/**
 * Her request, with her password: a link to confirm it is emailed (working DELETION_LINK_HOURS).
 * Asking again replaces an earlier request, confirmed or not, with this one.
 */
export async function requestDeletion(
  db: Db,
  user: SessionUser,
  input: { password: string; content: DeletionContent },
  settings: { publicUrl: string; ownerUsername: string; graceHours: number },
): Promise<{ success: true }> {
  await assertNotOwner(db, user.id, settings.ownerUsername);
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.wrongPassword });
  }
  const token = generateSessionToken();
  const values = {
    tokenHash: hashToken(token),
    content: input.content,
    requestedAt: new Date(),
    expiresAt: new Date(Date.now() + DELETION_LINK_HOURS * HOUR_MS),
    confirmedAt: null,
    deleteAt: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: values });
    const link = `${settings.publicUrl}/profile/privacy/confirm-deletion?token=${token}`;
    await queueEmail(tx, confirmDeletionEmail(user.email, user.username, link, settings.graceHours));
  });
  return { success: true };
}

/**
 * The emailed link's button: the deletion is scheduled `graceHours` ahead as a durable job (0:
 * now, and done before the answer). A used, expired or unknown token is a 400.
 */
export async function confirmDeletion(
  services: DeletionServices & { ownerUsername: string; graceHours: number },
  token: string,
): Promise<{ deleteAt: string; deleted: boolean }> {
  const { db } = services;
  const deleteAt = new Date(Date.now() + services.graceHours * HOUR_MS);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountDeletions)
      .set({ confirmedAt: new Date(), deleteAt })
      .where(
        and(
          eq(accountDeletions.tokenHash, hashToken(token)),
          isNull(accountDeletions.confirmedAt),
          gt(accountDeletions.expiresAt, new Date()),
        ),
      )
      .returning({ userId: accountDeletions.userId });
    if (!row) throw linkInvalid();
    await assertNotOwner(tx, row.userId, services.ownerUsername);
    await enqueueJob(
      tx,
      DELETION_JOB,
      { userId: row.userId },
      { runAt: deleteAt, singletonKey: `${DELETION_JOB}:${row.userId}:${deleteAt.getTime()}` },
    );
    return row.userId;
  });
  // No grace: deleted before the answer, here or by the job, which a runner may have taken first.
  const deleted = services.graceHours === 0 && ((await runScheduledDeletion(services, userId)) || !(await accountExists(db, userId)));
  return { deleteAt: deleteAt.toISOString(), deleted };
}

async function accountExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** "Keep my account": her scheduled (or unconfirmed) deletion is cancelled. */
export async function cancelDeletion(db: Db, userId: number): Promise<DeletionStatusDto> {
  const gone = await db.delete(accountDeletions).where(eq(accountDeletions.userId, userId)).returning({ userId: accountDeletions.userId });
  if (gone.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXT.deletionNotRequested });
  return deletionStatus(db, userId);
}

export async function deletionStatus(db: Db, userId: number): Promise<DeletionStatusDto> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  if (!row) return { state: 'none', content: null, deleteAt: null };
  if (!row.confirmedAt) {
    if (row.expiresAt.getTime() <= Date.now()) return { state: 'none', content: null, deleteAt: null };
    return { state: 'awaiting-confirmation', content: row.content, deleteAt: null };
  }
  return { state: 'scheduled', content: row.content, deleteAt: row.deleteAt?.toISOString() ?? null };
}

/**
 * Deletes an account now, whoever asked (her confirmed request's job, or the team): her download
 * files, then every row (erase-member.ts), then a goodbye email. Her sessions were rows: every
 * process asks the database for a session on each request, so she is signed out everywhere at once.
 */
export async function deleteAccountNow(services: DeletionServices, userId: number, content: DeletionContent): Promise<boolean> {
  await deleteExports(services.db, services.uploads, { userId });
  const erased = await eraseMember(services.db, userId, content);
  if (!erased) return false;
  await services.cache?.changed(['forum', 'comments', 'content', 'points', 'moderation']);
  await queueEmail(services.db, accountDeletedEmail(erased.email, erased.username));
  return true;
}

/** Her confirmed deletion, if it is still wanted and due. */
async function runScheduledDeletion(services: DeletionServices, userId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ content: accountDeletions.content })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), lte(accountDeletions.deleteAt, new Date())));
  if (!row) return false;
  return deleteAccountNow(services, userId, row.content);
}

/** The job at the end of the grace period: nothing when she pressed "Keep my account" (or asked again later). */
export function deleteAccountJob(services: DeletionServices): JobHandler {
  return async ({ userId }: { userId: number }) => {
    await runScheduledDeletion(services, userId);
  };
}
