import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/**
 * Reports over REST for the app and integrators (201 for a new report, 200 for the same one
 * again), and the moderation queue and its settings for the team's tools.
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
  );
