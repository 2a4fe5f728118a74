import { createGiveawayInput, giveawayIdInput, updateGiveawayInput } from '../../../shared/schemas/giveaways';
import { queueEmail } from '../../email/queued';
import {
  createGiveaway,
  deleteGiveaway,
  drawGiveaway,
  type DrawOutcome,
  listGiveaways,
  redrawGiveaway,
  updateGiveaway,
} from '../../giveaways/admin';
import { winnerEmail } from '../../giveaways/winner-notice';
import type { Context } from '../../trpc/context';
import { adminProcedure, changesNothing, router } from '../../trpc/init';

/** The winner's email goes out once her win is saved. */
async function announced(ctx: Context, outcome: DrawOutcome) {
  if (outcome.notice) await queueEmail(ctx.db, winnerEmail(outcome.notice, ctx.publicUrl));
  return outcome.giveaway;
}

// Giveaways are in no cached answer: their writes change nothing kept.
const giveawayWrite = adminProcedure.meta(changesNothing);

export const giveawaysAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listGiveaways(ctx.db)),
  create: giveawayWrite.input(createGiveawayInput).mutation(({ ctx, input }) => createGiveaway(ctx.db, ctx.user, input)),
  update: giveawayWrite.input(updateGiveawayInput).mutation(({ ctx, input }) => updateGiveaway(ctx.db, ctx.user, input)),
  delete: giveawayWrite.input(giveawayIdInput).mutation(({ ctx, input }) => deleteGiveaway(ctx.db, ctx.user, input.id)),
  draw: giveawayWrite
    .input(giveawayIdInput)
    .mutation(async ({ ctx, input }) => announced(ctx, await drawGiveaway(ctx.db, ctx.user, input.id))),
  redraw: giveawayWrite
    .input(giveawayIdInput)
    .mutation(async ({ ctx, input }) => announced(ctx, await redrawGiveaway(ctx.db, ctx.user, input.id))),
});
