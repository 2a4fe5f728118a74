import { updateSiteContentInput } from '../../../shared/schemas/content';
import { adminProcedure, changes, router } from '../../trpc/init';
import { listSiteContent } from './list';
import { updateSiteContent } from './update';

export const siteContentRouter = router({
  list: adminProcedure.query(({ ctx }) => listSiteContent(ctx.db)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updateSiteContentInput)
    .mutation(({ ctx, input }) => updateSiteContent(ctx.db, ctx.user, input.key, input.content)),
});
