import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** The tokens over REST (docs/API.md "Integrations"): admins' sessions only. */
export const integrationsRest = new Hono<AppEnv>()
  .post(
    '/admin/integrations',
    rest(({ caller, body }) => caller.admin.integrations.create(body), { status: 201 }),
  )
  .get(
    '/admin/integrations',
    rest(({ caller }) => caller.admin.integrations.list()),
  )
  .delete(
    '/admin/integrations/:id',
    rest(({ caller, params }) => caller.admin.integrations.revoke({ id: params.id })),
  );
