import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** PRODUCT.md "Calls and answers"'s gamification calls, over the same procedures as the site. */
export const gamificationRest = new Hono<AppEnv>()
  .get(
    '/gamification/stats/:userId',
    rest(({ caller, params }) => caller.gamification.stats({ userId: params.userId }), { cache: 'points' }),
  )
  .get(
    '/gamification/settings',
    rest(({ caller }) => caller.admin.gamification.pointsRules.get()),
  )
  .put(
    '/gamification/settings',
    rest(({ caller, body }) => caller.admin.gamification.pointsRules.set(body)),
  )
  .get(
    '/gamification/giveaway-entries',
    rest(({ caller, query }) => caller.admin.gamification.entries({ month: query.month })),
  );
