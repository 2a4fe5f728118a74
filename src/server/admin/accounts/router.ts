import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '../../../shared/constants/account';
import { adminAccountInput, adminDeleteAccountInput } from '../../../shared/schemas/account';
import { assertNotOwner, deleteAccountNow } from '../../account/deletion';
import { deletedMemberLabel } from '../../account/erase-member';
import { requestExport } from '../../account/exports';
import { recordChange } from '../../audit/record';
import { users } from '../../db/schema';
import { adminProcedure, changes, changesNothing, router } from '../../trpc/init';

/**
 * What member management does to a member's own data (docs/PRODUCT.md "Members and their data"):
 * start her download (it is hers: she is told and fetches it, the team never sees it) and delete
 * or anonymise her account at once (no grace: the team acts on spam and on her written request).
 * Both are audited; the deletion's entry names her as every entry about her does afterwards.
 */
export const accountsAdminRouter = router({
  startExport: adminProcedure
    .meta(changesNothing)
    .input(adminAccountInput)
    .mutation(async ({ ctx, input }) => {
      const [member] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, input.userId));
      if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
      const started = await requestExport(ctx.db, input.userId, ctx.user.id);
      await recordChange(ctx.db, ctx.user, {
        action: 'create',
        // Filed under her, so her deletion renames it as every entry about her.
        entityType: 'member',
        entityId: input.userId,
        label: `Data download for ${member.username}`,
        after: { exportId: started.id },
      });
      return started;
    }),
  delete: adminProcedure
    .meta(changes('forum', 'points', 'moderation'))
    .input(adminDeleteAccountInput)
    .mutation(async ({ ctx, input }) => {
      await assertNotOwner(ctx.db, input.userId, ctx.ownerUsername);
      if (input.userId === ctx.user.id) throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXT.ownAccountHere });
      const deleted = await deleteAccountNow(
        { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, exportsDir: ctx.exportsDir },
        input.userId,
        input.content,
      );
      if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
      await recordChange(ctx.db, ctx.user, {
        action: 'delete',
        entityType: 'member',
        entityId: input.userId,
        label: deletedMemberLabel(input.userId),
        after: { content: input.content },
      });
      return { deleted: true as const };
    }),
});
