import { operations } from '../api/operation';
import { UNDOCUMENTED } from '../api/schemas';
import { API_V1 } from '../api/versions';

const tags = ['Perks'];

/**
 * The members' perks over REST: the current perks (public, no codes or links), a member's
 * redemptions, and Redeem. `GET /api/perks/featured` (the home teaser) is in content/rest.ts.
 */
export const perksOperations = operations([
  {
    method: 'get',
    path: '/api/perks',
    operationId: 'listPerks',
    summary: 'The current perks (no codes or links)',
    tags,
    procedure: 'perks.list',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'content:read',
    cache: 'content',
    since: API_V1,
    handler: async ({ caller, query }) => (await caller.perks.list({ category: query.category })).perks,
  },
  {
    method: 'get',
    path: '/api/perks/redemptions',
    operationId: 'listMyRedemptions',
    summary: 'The perks she redeemed',
    tags,
    procedure: 'perks.mine',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.perks.mine(),
  },
  {
    method: 'post',
    path: '/api/perks/{id}/redeem',
    operationId: 'redeemPerk',
    summary: 'Redeem a perk (its code or link)',
    tags,
    procedure: 'perks.redeem',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.perks.redeem({ id: params.id }),
  },
]);
