import {
  commentDecisionInput,
  commentSettingsInput,
  adminCommentListInput,
  pendingCommentsInput,
  replyAsTeamInput,
} from '../../../shared/schemas/comments';
import { commentWrite } from '../../comments/cache';
import { adminListComments, decideComments, pendingCommentCount, pendingComments, replyAsTeam } from '../../comments/admin';
import { commentSetting } from '../../comments/settings';
import { adminProcedure, changes, moderatorProcedure, router } from '../../trpc/init';

/**
 * /admin/comments and /admin/comments/pending (docs/PRODUCT.md "Comments"): the team's side.
 * Moderators and admins decide comments; only admins change the mode. Every write is audited.
 */
export const commentsAdminRouter = router({
  list: moderatorProcedure.input(adminCommentListInput).query(({ ctx, input }) => adminListComments(ctx.db, input)),
  /** Approve, hide, remove with a reason, restore: up to 50 at once, each its own result. */
  decide: moderatorProcedure
    .meta(commentWrite)
    .input(commentDecisionInput)
    .mutation(({ ctx, input }) => decideComments(ctx, ctx.user, input)),
  replyAsTeam: moderatorProcedure
    .meta(commentWrite)
    .input(replyAsTeamInput)
    .mutation(({ ctx, input }) => replyAsTeam(ctx, ctx.user, input)),
  /** The moderation queue's held comments, oldest first. */
  pending: moderatorProcedure.input(pendingCommentsInput).query(({ ctx, input }) => pendingComments(ctx.db, input.cursor)),
  pendingCount: moderatorProcedure.query(({ ctx }) => pendingCommentCount(ctx.db)),
  settings: router({
    get: moderatorProcedure.query(({ ctx }) => commentSetting.read(ctx.db)),
    /**
     * Read from the cache by every new comment ('moderation'), and by the kept answers of posts,
     * recipes and resources, which say whether readers may comment ('content').
     */
    save: adminProcedure
      .meta(changes('moderation', 'content'))
      .input(commentSettingsInput)
      .mutation(({ ctx, input }) => commentSetting.save(ctx.db, ctx.user, input)),
  }),
});
