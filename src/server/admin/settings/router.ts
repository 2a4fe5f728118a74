import { setHeadingFontInput } from '../../../shared/schemas/admin/settings';
import { headingFont, setHeadingFont } from '../../settings/heading-font';
import { adminProcedure, changes, router } from '../../trpc/init';

export const settingsRouter = router({
  headingFont: router({
    get: adminProcedure.query(({ ctx }) => headingFont(ctx.db)),
    set: adminProcedure
      .meta(changes('content'))
      .input(setHeadingFontInput)
      .mutation(({ ctx, input }) => setHeadingFont(ctx.db, ctx.user, input.font)),
  }),
});
