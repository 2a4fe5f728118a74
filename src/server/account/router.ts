import {
  changeEmailInput,
  changePasswordInput,
  confirmDeletionInput,
  confirmEmailChangeInput,
  exportIdInput,
  requestDeletionInput,
  type PrivacyOverviewDto,
} from '../../shared/schemas/account';
import { changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';
import type { Context } from '../trpc/context';
import { changePassword, confirmEmailChange, requestEmailChange } from './correct';
import { cancelDeletion, confirmDeletion, deletionStatus, requestDeletion } from './deletion';
import { exportFile, exportStatus, myExports, requestExport } from './exports';

const deletionServices = (ctx: Context) => ({
  db: ctx.db,
  mailer: ctx.mailer,
  publicUrl: ctx.publicUrl,
  uploads: ctx.uploads,
  cache: ctx.cache,
  ownerUsername: ctx.ownerUsername,
  graceHours: ctx.accountDeletionGraceHours,
});

/**
 * Her own data (/profile/privacy, docs/PRODUCT.md "Members and their data"): download, correct,
 * delete. Everything here is hers alone, in no kept answer; a deletion drops the forum's kept
 * answers itself when it runs (deletion.ts), whenever that is.
 */
export const accountRouter = router({
  privacy: memberProcedure.query(async ({ ctx }): Promise<PrivacyOverviewDto> => {
    const { exports, nextExportAt } = await myExports(ctx.db, ctx.user.id);
    return { exports, nextExportAt, deletion: await deletionStatus(ctx.db, ctx.user.id) };
  }),
  exports: router({
    create: memberProcedure.meta(changesNothing).mutation(({ ctx }) => requestExport(ctx.db, ctx.user.id)),
    status: memberProcedure.input(exportIdInput).query(({ ctx, input }) => exportStatus(ctx.db, ctx.user.id, input.id)),
    /** Where her ready ZIP is (the REST download streams it); 404 for anyone else's. */
    file: memberProcedure.input(exportIdInput).query(({ ctx, input }) => exportFile(ctx.db, ctx.user.id, input.id)),
  }),
  deletion: router({
    request: memberProcedure
      .meta(changesNothing)
      .input(requestDeletionInput)
      .mutation(({ ctx, input }) =>
        requestDeletion(ctx.db, ctx.user, input, {
          publicUrl: ctx.publicUrl,
          ownerUsername: ctx.ownerUsername,
          graceHours: ctx.accountDeletionGraceHours,
        }),
      ),
    /** The emailed link's button: the token is the proof, signed in or not. */
    confirm: publicProcedure
      .meta(changesNothing)
      .input(confirmDeletionInput)
      .mutation(({ ctx, input }) => confirmDeletion(deletionServices(ctx), input.token)),
    cancel: memberProcedure.meta(changesNothing).mutation(({ ctx }) => cancelDeletion(ctx.db, ctx.user.id)),
    status: memberProcedure.query(({ ctx }) => deletionStatus(ctx.db, ctx.user.id)),
  }),
  changeEmail: memberProcedure
    .meta(changesNothing)
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.db, ctx.user, input, ctx.publicUrl)),
  /** The link sent to the new address: the token is the proof. */
  confirmEmailChange: publicProcedure
    .meta(changesNothing)
    .input(confirmEmailChangeInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input.token)),
  changePassword: memberProcedure
    .meta(changesNothing)
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, ctx.session.id, input)),
});
