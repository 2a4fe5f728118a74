import { currentPerksInput, redeemPerkInput } from '../../shared/schemas/perks';
import { changesNothing, memberProcedure, router, sharedRead } from '../trpc/init';
import { listCurrentPerks } from './current';
import { myRedemptions, redeemPerk } from './redeem';

/** The members' perks page: what anyone may see of the perks, and a member's redemptions. */
export const perksRouter = router({
  /** Every current perk, no codes or links: the same for everyone, kept until content changes. */
  list: sharedRead('content')
    .input(currentPerksInput)
    .query(({ ctx, input }) => listCurrentPerks(ctx.db, input)),
  /** Her redemptions of current perks, each code or link as she got it. */
  mine: memberProcedure.query(({ ctx }) => myRedemptions(ctx.db, ctx.user)),
  /** Reveals the code or link; from a pool, hands her own code (once). Nothing cached shows it. */
  redeem: memberProcedure
    .meta(changesNothing)
    .input(redeemPerkInput)
    .mutation(({ ctx, input }) => redeemPerk(ctx.db, ctx.user, input.id)),
});
