import { createPerkCategoryInput, perkCategoryIdInput, renamePerkCategoryInput } from '../../../shared/schemas/admin/perks';
import { adminProcedure, changes, router } from '../../trpc/init';
import { createPerkCategory, deletePerkCategory, listPerkCategories, renamePerkCategory } from './categories';

/** The admin's perk categories (admin.perkCategories). */
export const perkCategoriesAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listPerkCategories(ctx.db)),
  create: adminProcedure
    .meta(changes('content'))
    .input(createPerkCategoryInput)
    .mutation(({ ctx, input }) => createPerkCategory(ctx.db, ctx.user, input.name)),
  rename: adminProcedure
    .meta(changes('content'))
    .input(renamePerkCategoryInput)
    .mutation(({ ctx, input }) => renamePerkCategory(ctx.db, ctx.user, input.id, input.name)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(perkCategoryIdInput)
    .mutation(({ ctx, input }) => deletePerkCategory(ctx.db, ctx.user, input.id)),
});
