import { z } from 'zod';
import { operations } from '../api/operation';
import { giveawayEntrySchema, listOf, memberStatsSchema } from '../api/schemas';
import { API_V1 } from '../api/versions';

const tags = ['Gamification'];

/** PRODUCT.md "Calls and answers"'s gamification calls, over the same procedures as the site. */
export const gamificationOperations = operations([
  {
    method: 'get',
    path: '/api/gamification/stats/{userId}',
    operationId: 'getMemberPoints',
    summary: 'A member’s points and level',
    tags,
    procedure: 'gamification.stats',
    responses: { 200: memberStatsSchema },
    access: 'public',
    scope: 'forum:read',
    cache: 'points',
    since: API_V1,
    handler: ({ caller, params }) => caller.gamification.stats({ userId: params.userId }),
  },
  {
    method: 'get',
    path: '/api/gamification/settings',
    operationId: 'getPointsRules',
    summary: 'The points rules',
    tags,
    procedure: 'admin.gamification.pointsRules.get',
    responses: { 200: z.object({ points: z.record(z.string(), z.number()), dailyCaps: z.record(z.string(), z.number()) }) },
    access: 'admin',
    since: API_V1,
    handler: ({ caller }) => caller.admin.gamification.pointsRules.get(),
  },
  {
    method: 'put',
    path: '/api/gamification/settings',
    operationId: 'setPointsRules',
    summary: 'Change the points rules',
    tags,
    procedure: 'admin.gamification.pointsRules.set',
    responses: { 200: z.object({ points: z.record(z.string(), z.number()), dailyCaps: z.record(z.string(), z.number()) }) },
    access: 'admin',
    since: API_V1,
    handler: ({ caller, body }) => caller.admin.gamification.pointsRules.set(body),
  },
  {
    method: 'get',
    path: '/api/gamification/giveaway-entries',
    operationId: 'listGiveawayEntries',
    summary: 'A month’s giveaway entries',
    tags,
    procedure: 'admin.gamification.entries',
    responses: { 200: listOf(giveawayEntrySchema) },
    access: 'admin',
    since: API_V1,
    handler: ({ caller, query }) => caller.admin.gamification.entries({ month: query.month }),
  },
]);
