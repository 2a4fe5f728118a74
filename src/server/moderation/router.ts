import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { createReportInput } from '../../shared/schemas/moderation';
import { assertWithinLimit } from '../rate-limits/limiter';
import { changes, memberProcedure, router } from '../trpc/init';
import { createReport, myReports } from './reports';

/** Reports and, with the next steps of issue 32, the moderation queue (moderatorProcedure). */
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
});
