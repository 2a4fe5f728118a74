import { adminListInput } from '../../../shared/schemas/admin/list';
import { id } from '../../../shared/schemas/common';
import { pointsRulesInput, giveawayEntriesInput, grantPointsInput } from '../../../shared/schemas/gamification';
import { giveawayEntries } from '../../gamification/entries';
import { grantPoints } from '../../gamification/grants';
import { adminLedger } from '../../gamification/receipts';
import { pointsRules, setPointsRules } from '../../gamification/points-rules';
import { adminProcedure, changes, changesNothing, router } from '../../trpc/init';

export const gamificationAdminRouter = router({
  /** The points per action and daily caps (GET and PUT /api/gamification/settings). */
  pointsRules: router({
    get: adminProcedure.query(({ ctx }) => pointsRules(ctx.db)),
    set: adminProcedure
      .meta(changesNothing)
      .input(pointsRulesInput)
      .mutation(({ ctx, input }) => setPointsRules(ctx.db, ctx.user, input)),
  }),
  entries: adminProcedure.input(giveawayEntriesInput).query(({ ctx, input }) => giveawayEntries(ctx.db, input.month)),
  ledger: adminProcedure.input(adminListInput.extend({ userId: id.optional() })).query(({ ctx, input }) => adminLedger(ctx.db, input)),
  grant: adminProcedure
    .meta(changes('points'))
    .input(grantPointsInput)
    .mutation(({ ctx, input }) => grantPoints(ctx.db, ctx.user, input)),
});
