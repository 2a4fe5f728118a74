import { byIdInput } from '../../../shared/schemas/content';
import { adminRecipeListInput, checkRecipeSlugInput, createRecipeInput, updateRecipeInput } from '../../../shared/schemas/admin/recipes';
import { adminProcedure, changes, router } from '../../trpc/init';
import { adminRecipeById, createRecipe, deleteRecipe, listAdminRecipes, recipeSlugIsFree, updateRecipe } from './recipes';

export const recipesRouter = router({
  list: adminProcedure.input(adminRecipeListInput).query(({ ctx, input }) => listAdminRecipes(ctx.db, input)),
  byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => adminRecipeById(ctx.db, input.id)),
  /** `{ free }`: whether the editor's slug is free; the save checks again. */
  checkSlug: adminProcedure
    .input(checkRecipeSlugInput)
    .query(async ({ ctx, input }) => ({ free: await recipeSlugIsFree(ctx.db, input.slug, input.exceptId) })),
  create: adminProcedure
    .meta(changes('content'))
    .input(createRecipeInput)
    .mutation(({ ctx, input }) => createRecipe(ctx.db, ctx.user, input)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updateRecipeInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateRecipe(ctx.db, ctx.user, id, fields)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(byIdInput)
    .mutation(({ ctx, input }) => deleteRecipe(ctx.db, ctx.user, input.id)),
});
