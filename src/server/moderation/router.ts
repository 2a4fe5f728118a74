import { MODERATION_TEXT } from '../../shared/constants/moderation';
import {
  claimInput,
  createReportInput,
  decideInput,
  decideManyInput,
  moderationSettingsInput,
  queueListInput,
} from '../../shared/schemas/moderation';
import { assertWithinLimit } from '../rate-limits/limiter';
import { adminProcedure, changes, changesNothing, memberProcedure, moderatorProcedure, router, staffOrScope } from '../trpc/init';
import { appealInput, memberIdInput, memberPenaltyInput, penaliseInput, resolveAppealInput } from '../../shared/schemas/penalties';
import { createAppeal, openAppeals, resolveAppeal } from './appeals';
import { myDecisions } from './decisions';
import { myRestriction } from '../auth/restrictions';
import { liftPenalty, penalise, penaltiesOf } from './penalties';
import { claim, decide, decideMany, listQueue, pendingCount, withoutReporters } from './queue';
import { createReport, myReports } from './reports';
import { moderationSetting } from './settings';
import type { Actor } from '../audit/record';
import { integrationActor } from '../integrations/tokens';
import type { Context } from '../trpc/context';

/**
 * Who decides: the team member signed in, or the integration whose token has moderation:write
 * (no member: decidedBy stays empty, the audit entry names the integration).
 */
async function actorOf(ctx: Context): Promise<Actor> {
  if (ctx.integration) return integrationActor(ctx.db, ctx.integration);
  return ctx.user!;
}

/** Members' reports, and the queue the team decides them in (moderators and admins). */
export const moderationRouter = router({
  reports: router({
    /** May hide the reported post: the forum's kept answers change. */
    create: memberProcedure
      .meta(changes('forum', 'comments'))
      .input(createReportInput)
      .mutation(async ({ ctx, input }) => {
        await assertWithinLimit(ctx.rateLimiter, 'reportsPerMember', String(ctx.user.id), MODERATION_TEXT.tooManyReports);
        const { hideThreshold } = await moderationSetting.cached(ctx);
        return createReport(ctx.db, ctx.user, input, { hideThreshold, publicUrl: ctx.publicUrl });
      }),
    mine: memberProcedure.query(({ ctx }) => myReports(ctx.db, ctx.user.id)),
  }),
  /** The team reads what is held and why; only admins change it. Every post reads them from the cache. */
  settings: router({
    get: moderatorProcedure.query(({ ctx }) => moderationSetting.read(ctx.db)),
    update: adminProcedure
      .meta(changes('moderation'))
      .input(moderationSettingsInput)
      .mutation(({ ctx, input }) => moderationSetting.save(ctx.db, ctx.user, input)),
  }),
  queue: router({
    /**
     * An API token with moderation:write reads it too (GET /api/admin/moderation/items), without
     * the reporters: a report's author is the team's to know, never an integration's.
     */
    list: staffOrScope('moderation:write')
      .input(queueListInput)
      .query(async ({ ctx, input }) => {
        const page = await listQueue(ctx.db, input);
        return ctx.integration ? withoutReporters(page) : page;
      }),
    /** Keeping or removing shows a hidden post again or takes it down: the forum's kept answers change. */
    /** An API token with moderation:write decides too, recorded as the integration (actorOf). */
    decide: staffOrScope('moderation:write')
      .meta(changes('forum', 'points', 'comments', 'content'))
      .input(decideInput)
      .mutation(async ({ ctx, input }) => decide(ctx.db, await actorOf(ctx), ctx, input)),
    /** As decide, for up to QUEUE_PAGE_MAX items at once; each item's own result. */
    decideMany: staffOrScope('moderation:write')
      .meta(changes('forum', 'points', 'comments', 'content'))
      .input(decideManyInput)
      .mutation(async ({ ctx, input }) => decideMany(ctx.db, await actorOf(ctx), ctx, input)),
    /** The admin nav's badge, read again every minute or so by every open admin page. */
    pendingCount: moderatorProcedure.query(({ ctx }) => pendingCount(ctx.db)),
    claim: moderatorProcedure
      .meta(changesNothing)
      .input(claimInput)
      .mutation(({ ctx, input }) => claim(ctx.db, ctx.user, input)),
  }),
  /** Warnings, silences and suspensions (staff), and her own silence (her composer). */
  penalties: router({
    list: moderatorProcedure.input(memberIdInput).query(({ ctx, input }) => penaltiesOf(ctx.db, input.memberId)),
    /** Nothing cached shows a member's penalties: her posts stay as they are. */
    create: moderatorProcedure
      .meta(changesNothing)
      .input(penaliseInput)
      .mutation(({ ctx, input }) => penalise(ctx.db, ctx.user, ctx, input)),
    lift: moderatorProcedure
      .meta(changesNothing)
      .input(memberPenaltyInput)
      .mutation(({ ctx, input }) => liftPenalty(ctx.db, ctx.user, input)),
    mine: memberProcedure.query(({ ctx }) => myRestriction(ctx.db, ctx.user.id)),
  }),
  /** The decisions about her she can read and ask to have looked at again. */
  decisions: router({
    mine: memberProcedure.query(({ ctx }) => myDecisions(ctx.db, ctx.user.id)),
  }),
  appeals: router({
    create: memberProcedure
      .meta(changesNothing)
      .input(appealInput)
      .mutation(({ ctx, input }) => createAppeal(ctx.db, ctx.user, input)),
    list: moderatorProcedure.query(({ ctx }) => openAppeals(ctx.db)),
    /** Overturning may show a removed post again. */
    resolve: moderatorProcedure
      .meta(changes('forum', 'comments', 'content'))
      .input(resolveAppealInput)
      .mutation(({ ctx, input }) => resolveAppeal(ctx.db, ctx.user, input)),
  }),
});
