import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/**
 * Reports over REST for the app and integrators (201 for a new report, 200 for the same one
 * again), appeals, and the moderation queue, its settings and penalties for the team's tools.
 */
export const moderationRest = new Hono<AppEnv>()
  .post(
    '/reports',
    rest(async ({ caller, c, body }) => {
      const { report, created } = await caller.moderation.reports.create(body);
      return c.json(report, created ? 201 : 200);
    }),
  )
  .get(
    '/reports/mine',
    rest(({ caller }) => caller.moderation.reports.mine()),
  )
  .get(
    '/admin/moderation/items',
    rest(async ({ caller, query }) => {
      const page = await caller.moderation.queue.list(query);
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }),
  )
  .get(
    '/admin/moderation/settings',
    rest(({ caller }) => caller.moderation.settings.get()),
  )
  .put(
    '/admin/moderation/settings',
    rest(({ caller, body }) => caller.moderation.settings.update(body)),
  )
  .post(
    '/admin/moderation/items/:id/decision',
    rest(({ caller, params, body }) => caller.moderation.queue.decide({ ...body, id: params.id })),
  )
  .get(
    '/admin/members/:id/penalties',
    rest(({ caller, params }) => caller.moderation.penalties.list({ memberId: params.id })),
  )
  .post(
    '/admin/members/:id/penalties',
    rest(({ caller, params, body }) => caller.moderation.penalties.create({ ...body, memberId: params.id }), { status: 201 }),
  )
  .delete(
    '/admin/members/:id/penalties/:penaltyId',
    rest(({ caller, params }) => caller.moderation.penalties.lift({ memberId: params.id, penaltyId: params.penaltyId })),
  )
  .get(
    '/moderation/decisions/mine',
    rest(({ caller }) => caller.moderation.decisions.mine()),
  )
  .post(
    '/moderation/appeals',
    rest(({ caller, body }) => caller.moderation.appeals.create(body), { status: 201 }),
  )
  .get(
    '/admin/moderation/appeals',
    rest(({ caller }) => caller.moderation.appeals.list()),
  )
  .post(
    '/admin/moderation/appeals/:id/decision',
    rest(({ caller, params, body }) => caller.moderation.appeals.resolve({ ...body, id: params.id })),
  )
  .post(
    '/admin/moderation/decisions',
    rest(({ caller, body }) => caller.moderation.queue.decideMany(body)),
  );
