import { giveawayIdInput } from '../../shared/schemas/giveaways';
import { changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';
import { claimPrize, drawRecord, memberGiveaways } from './member';

export const giveawaysRouter = router({
  /** /member-giveaways: this month's giveaway, her entries, the leaderboard, past draws. */
  mine: memberProcedure.query(({ ctx }) => memberGiveaways(ctx.db, ctx.user)),
  claim: memberProcedure
    .meta(changesNothing)
    .input(giveawayIdInput)
    .mutation(({ ctx, input }) => claimPrize(ctx.db, ctx.user, input.id)),
  /** Public: anyone may check a draw (GET /api/giveaways/{id}/draw, npm run verify-draw). */
  drawRecord: publicProcedure.input(giveawayIdInput).query(({ ctx, input }) => drawRecord(ctx.db, input.id)),
});
