import { auditListInput } from '../../shared/schemas/admin/audit';
import { adminProcedure, router } from '../trpc/init';
import { listAuditLog } from './list';

export const auditRouter = router({
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
