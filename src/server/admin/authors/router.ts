import { adminAuthorListInput, createAuthorInput, deleteAuthorInput, updateAuthorInput } from '../../../shared/schemas/admin/authors';
import { byIdInput } from '../../../shared/schemas/content';
import { adminProcedure, changes, router } from '../../trpc/init';
import { authorForEditor, createAuthor, deleteAuthor, listAdminAuthors, updateAuthor } from './authors';

export const authorsRouter = router({
  list: adminProcedure.input(adminAuthorListInput).query(({ ctx, input }) => listAdminAuthors(ctx.db, input)),
  byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => authorForEditor(ctx.db, input.id)),
  create: adminProcedure
    .meta(changes('content'))
    .input(createAuthorInput)
    .mutation(({ ctx, input }) => createAuthor(ctx.db, ctx.user, input)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updateAuthorInput)
    .mutation(({ ctx, input }) => updateAuthor(ctx.db, ctx.user, input)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(deleteAuthorInput)
    .mutation(({ ctx, input }) => deleteAuthor(ctx.db, ctx.user, input.id, input.reassignTo)),
});
