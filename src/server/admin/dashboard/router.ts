import { adminProcedure, router } from '../../trpc/init';
import { dashboardSummary } from './summary';

export const dashboardRouter = router({
  summary: adminProcedure.query(({ ctx }) => dashboardSummary(ctx.db)),
});
