import {
  addPerkCodesInput,
  createPerkInput,
  perkDetailInput,
  perkIdInput,
  perkListInput,
  removePerkCodeInput,
  updatePerkInput,
} from '../../../shared/schemas/admin/perks';
import { adminProcedure, changes, router } from '../../trpc/init';
import { addPerkCodes, removePerkCode } from './codes';
import { listPerks, perkById, perkDetail } from './read';
import { createPerk, deletePerk, updatePerk } from './write';

/** The admin's perks (admin.perks): the members' side is perks/router.ts. */
export const perksAdminRouter = router({
  list: adminProcedure.input(perkListInput).query(({ ctx, input }) => listPerks(ctx.db, input)),
  byId: adminProcedure.input(perkIdInput).query(({ ctx, input }) => perkById(ctx.db, input.id)),
  detail: adminProcedure.input(perkDetailInput).query(({ ctx, input }) => perkDetail(ctx.db, input)),
  create: adminProcedure
    .meta(changes('content'))
    .input(createPerkInput)
    .mutation(({ ctx, input }) => createPerk(ctx.db, ctx.user, input)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updatePerkInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePerk(ctx.db, ctx.user, id, fields)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(perkIdInput)
    .mutation(({ ctx, input }) => deletePerk(ctx.db, ctx.user, input.id)),
  addCodes: adminProcedure
    .meta(changes('content'))
    .input(addPerkCodesInput)
    .mutation(({ ctx, input }) => addPerkCodes(ctx.db, ctx.user, input.perkId, input.codes)),
  removeCode: adminProcedure
    .meta(changes('content'))
    .input(removePerkCodeInput)
    .mutation(({ ctx, input }) => removePerkCode(ctx.db, ctx.user, input.id)),
});
