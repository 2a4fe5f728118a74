import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { claimInput, createReportInput, decideInput, decideManyInput, queueListInput } from '../../shared/schemas/moderation';
import { assertWithinLimit } from '../rate-limits/limiter';
import { changes, changesNothing, memberProcedure, moderatorProcedure, router } from '../trpc/init';
import { claim, decide, decideMany, listQueue, pendingCount } from './queue';
import { createReport, myReports } from './reports';

/** Members' reports, and the queue the team decides them in (moderators and admins). */
export const moderationRouter = router({
  reports: router({
    /** May hide the reported post: the forum's kept answers change. */
    create: memberProcedure
      .meta(changes('forum'))
      .input(createReportInput)
      .mutation(async ({ ctx, input }) => {
        await assertWithinLimit(ctx.rateLimiter, 'reportsPerMember', String(ctx.user.id), MODERATION_TEXT.tooManyReports);
        return createReport(ctx.db, ctx.user, input);
      }),
    mine: memberProcedure.query(({ ctx }) => myReports(ctx.db, ctx.user.id)),
  }),
  queue: router({
    list: moderatorProcedure.input(queueListInput).query(({ ctx, input }) => listQueue(ctx.db, input)),
    /** Keeping or removing shows a hidden post again or takes it down: the forum's kept answers change. */
    decide: moderatorProcedure
      .meta(changes('forum', 'points'))
      .input(decideInput)
      .mutation(({ ctx, input }) => decide(ctx.db, ctx.user, input)),
    /** As decide, for up to QUEUE_PAGE_MAX items at once; each item's own result. */
    decideMany: moderatorProcedure
      .meta(changes('forum', 'points'))
      .input(decideManyInput)
      .mutation(({ ctx, input }) => decideMany(ctx.db, ctx.user, input)),
    /** The admin nav's badge, read again every minute or so by every open admin page. */
    pendingCount: moderatorProcedure.query(({ ctx }) => pendingCount(ctx.db)),
    claim: moderatorProcedure
      .meta(changesNothing)
      .input(claimInput)
      .mutation(({ ctx, input }) => claim(ctx.db, ctx.user, input)),
  }),
});
