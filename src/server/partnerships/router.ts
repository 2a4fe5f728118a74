import { enquiryInput } from '../../shared/schemas/partnerships';
import { changesNothing, publicProcedure, router } from '../trpc/init';
import { sendEnquiry } from './service';

export const partnershipsRouter = router({
  /** A brand's enquiry, emailed to the team (anyone may send one, within a rate limit). */
  enquire: publicProcedure
    .meta(changesNothing)
    .input(enquiryInput)
    .mutation(({ ctx, input }) => sendEnquiry(ctx, input)),
});
