import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import type { DeletionContent } from '../../shared/rules/account';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { assertNotOwner, deleteAccountNow, type DeletionServices } from './deletion';
import { deletedMemberLabel } from './erase-member';
import { requestExport } from './exports';

/**
 * What the team does to a member's own data (docs/PRODUCT.md "Members and their data"), from her
 * member page or member management: start her download (it is hers: she is told and fetches it,
 * the team never sees it) and delete or anonymise her account at once (no grace: the team acts on
 * spam and on her written request). Both audited; the deletion's entry names her as every entry
 * about her does afterwards.
 */
export async function startExportFor(db: Db, actor: SessionUser, userId: number): Promise<{ id: number }> {
  const [member] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
  const started = await requestExport(db, userId, actor.id);
  await recordChange(db, actor, {
    action: 'create',
    // Filed under her, so her deletion renames it as every entry about her.
    entityType: 'member',
    entityId: userId,
    label: `Data download for ${member.username}`,
    after: { exportId: started.id },
  });
  return started;
}

export async function deleteAccountFor(
  services: DeletionServices & { ownerUsername: string },
  actor: SessionUser,
  userId: number,
  content: DeletionContent,
): Promise<{ deleted: true }> {
  await assertNotOwner(services.db, userId, services.ownerUsername);
  if (userId === actor.id) throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXT.ownAccountHere });
  if (!(await deleteAccountNow(services, userId, content))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
  }
  await recordChange(services.db, actor, {
    action: 'delete',
    entityType: 'member',
    entityId: userId,
    label: deletedMemberLabel(userId),
    after: { content },
  });
  return { deleted: true };
}
