import { z } from 'zod';
import { cursor } from '../../shared/schemas/common';
import { memberStatsInput } from '../../shared/schemas/gamification';
import { memberProcedure, router, sharedRead } from '../trpc/init';
import { memberReceipts } from './receipts';
import { memberStats } from './stats';

export const gamificationRouter = router({
  /**
   * Anyone's level, points and entries: public, like the badges that show them, and kept until
   * the next award anywhere (or the cache's minute, which carries it over a month's turn).
   */
  stats: sharedRead('points')
    .input(memberStatsInput)
    .query(({ ctx, input }) => memberStats(ctx.db, input.userId)),
  /** The signed-in member's receipts, newest first. */
  myReceipts: memberProcedure
    .input(z.object({ cursor: cursor.optional() }).optional())
    .query(({ ctx, input }) => memberReceipts(ctx.db, ctx.user.id, input?.cursor)),
});
