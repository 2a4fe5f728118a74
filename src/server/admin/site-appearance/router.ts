import { setHeadingFontInput } from '../../../shared/schemas/admin/site-appearance';
import { headingFont, setHeadingFont } from '../../site-appearance/heading-font';
import { adminProcedure, changes, router } from '../../trpc/init';

/** The site's look for everyone (admin.siteAppearance: the admin's font page). */
export const siteAppearanceAdminRouter = router({
  headingFont: router({
    get: adminProcedure.query(({ ctx }) => headingFont(ctx.db)),
    set: adminProcedure
      .meta(changes('content'))
      .input(setHeadingFontInput)
      .mutation(({ ctx, input }) => setHeadingFont(ctx.db, ctx.user, input.font)),
  }),
});
