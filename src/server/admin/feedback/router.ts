import { feedbackListInput, setFeedbackStatusInput } from '../../../shared/schemas/admin/feedback';
import { adminProcedure, changesNothing, router } from '../../trpc/init';
import { feedbackCounts, listFeedback, setFeedbackStatus } from './feedback';

/** /admin/feedback: members' feedback to triage. Feedback is in no cached answer. */
export const feedbackAdminRouter = router({
  list: adminProcedure.input(feedbackListInput).query(({ ctx, input }) => listFeedback(ctx.db, input)),
  counts: adminProcedure.query(({ ctx }) => feedbackCounts(ctx.db)),
  setStatus: adminProcedure
    .meta(changesNothing)
    .input(setFeedbackStatusInput)
    .mutation(({ ctx, input }) => setFeedbackStatus(ctx.db, ctx.user, input)),
});
