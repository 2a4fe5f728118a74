import { SEARCH_TEXT } from '../../shared/constants/search';
import { searchInput } from '../../shared/schemas/search';
import { assertWithinLimit } from '../rate-limits/limiter';
import { publicProcedure, router } from '../trpc/init';
import { search } from './search';

/**
 * Not kept in the shared cache: a search spans content and forum (two tags, where a kept answer
 * has one), its queries rarely repeat, and the index answers in milliseconds (bench/search.ts).
 *
 * `find`, not `query`: msw-trpc's handlers would take a procedure named `query` for their own method.
 */
export const searchRouter = router({
  find: publicProcedure.input(searchInput).query(async ({ ctx, input }) => {
    // Per address, REST and tRPC alike (rate-limits/rules.ts, searchPerAddress).
    await assertWithinLimit(ctx.rateLimiter, 'searchPerAddress', ctx.clientIp, SEARCH_TEXT.tooManySearches);
    return search(ctx.db, input);
  }),
});
