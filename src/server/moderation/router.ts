import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { claimInput, createReportInput, decideInput, moderationSettingsInput, queueListInput } from '../../shared/schemas/moderation';
import { assertWithinLimit } from '../rate-limits/limiter';
import { adminProcedure, changes, changesNothing, memberProcedure, moderatorProcedure, router } from '../trpc/init';
import { claim, decide, listQueue } from './queue';
import { createReport, myReports } from './reports';
import { moderationSettings, readModerationSettings, updateModerationSettings } from './settings';

/** Members' reports, and the queue the team decides them in (moderators and admins). */
export const moderationRouter = router({
  reports: router({
    /** May hide the reported post: the forum's kept answers change. */
    create: memberProcedure
      .meta(changes('forum'))
      .input(createReportInput)
      .mutation(async ({ ctx, input }) => {
        await assertWithinLimit(ctx.rateLimiter, 'reportsPerMember', String(ctx.user.id), MODERATION_TEXT.tooManyReports);
        const { hideThreshold } = await moderationSettings(ctx);
        return createReport(ctx.db, ctx.user, input, { hideThreshold, publicUrl: ctx.publicUrl });
      }),
    mine: memberProcedure.query(({ ctx }) => myReports(ctx.db, ctx.user.id)),
  }),
  /** The team reads what is held and why; only admins change it. Every post reads them from the cache. */
  settings: router({
    get: moderatorProcedure.query(({ ctx }) => readModerationSettings(ctx.db)),
    update: adminProcedure
      .meta(changes('moderation'))
      .input(moderationSettingsInput)
      .mutation(({ ctx, input }) => updateModerationSettings(ctx.db, ctx.user, input)),
  }),
  queue: router({
    list: moderatorProcedure.input(queueListInput).query(({ ctx, input }) => listQueue(ctx.db, input)),
    /** Keeping or removing shows a hidden post again or takes it down: the forum's kept answers change. */
    decide: moderatorProcedure
      .meta(changes('forum', 'points'))
      .input(decideInput)
      .mutation(({ ctx, input }) => decide(ctx.db, ctx.user, input)),
    claim: moderatorProcedure
      .meta(changesNothing)
      .input(claimInput)
      .mutation(({ ctx, input }) => claim(ctx.db, ctx.user, input)),
  }),
});
