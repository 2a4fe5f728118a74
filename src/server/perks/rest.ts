import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/**
 * The members' perks over REST: the current perks (public, no codes or links), a member's
 * redemptions, and Redeem. `GET /api/perks/featured` (the home teaser) is in content/rest.ts.
 */
export const perksRest = new Hono<AppEnv>()
  .get(
    '/perks',
    rest(async ({ caller, query }) => (await caller.perks.list({ category: query.category })).perks, { cache: 'content' }),
  )
  .get(
    '/perks/redemptions',
    rest(({ caller }) => caller.perks.mine()),
  )
  .post(
    '/perks/:id/redeem',
    rest(({ caller, params }) => caller.perks.redeem({ id: params.id })),
  );
