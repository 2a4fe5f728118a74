import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** Reports over REST for the app and integrators: 201 for a new report, 200 for the same one again. */
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
  );
