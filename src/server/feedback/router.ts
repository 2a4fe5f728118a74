import { myFeedbackInput, submitFeedbackInput } from '../../shared/schemas/feedback';
import { changesNothing, memberProcedure, router } from '../trpc/init';
import { myFeedback, submitFeedback } from './feedback';

/** /product-feedback: a member's feedback is hers alone, in no cached answer. */
export const feedbackRouter = router({
  submit: memberProcedure
    .meta(changesNothing)
    .input(submitFeedbackInput)
    .mutation(({ ctx, input }) => submitFeedback(ctx.db, ctx.user, input, ctx.publicUrl)),
  mine: memberProcedure.input(myFeedbackInput).query(({ ctx, input }) => myFeedback(ctx.db, ctx.user.id, input)),
});
