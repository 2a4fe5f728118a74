import { byIdInput } from '../../../shared/schemas/content';
import {
  adminResourceListInput,
  createResourceCategoryInput,
  createResourceInput,
  updateResourceInput,
} from '../../../shared/schemas/admin/resources';
import { adminProcedure, changes, router } from '../../trpc/init';
import {
  adminResourceById,
  createResource,
  createResourceCategory,
  deleteResource,
  listAdminResources,
  listResourceCategories,
  updateResource,
} from './resources';

export const resourcesRouter = router({
  list: adminProcedure.input(adminResourceListInput).query(({ ctx, input }) => listAdminResources(ctx.db, input)),
  byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => adminResourceById(ctx.db, input.id)),
  categories: adminProcedure.query(({ ctx }) => listResourceCategories(ctx.db)),
  createCategory: adminProcedure
    .meta(changes('content'))
    .input(createResourceCategoryInput)
    .mutation(({ ctx, input }) => createResourceCategory(ctx.db, ctx.user, input.name)),
  create: adminProcedure
    .meta(changes('content'))
    .input(createResourceInput)
    .mutation(({ ctx, input }) => createResource(ctx.db, ctx.user, ctx, input)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updateResourceInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateResource(ctx.db, ctx.user, ctx, id, fields)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(byIdInput)
    .mutation(({ ctx, input }) => deleteResource(ctx.db, ctx.user, input.id)),
});
