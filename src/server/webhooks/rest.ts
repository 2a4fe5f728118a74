import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/**
 * An integration's webhook endpoints over REST (docs/API.md "Webhooks"): an admin's session, or
 * the integration's own token with `webhooks:manage` (webhooks/router.ts checks which).
 */
export const webhooksRest = new Hono<AppEnv>()
  .get(
    '/admin/integrations/:id/webhooks',
    rest(({ caller, params }) => caller.admin.webhooks.list({ integrationId: params.id })),
  )
  .post(
    '/admin/integrations/:id/webhooks',
    rest(({ caller, params, body }) => caller.admin.webhooks.create({ ...body, integrationId: params.id }), { status: 201 }),
  )
  .delete(
    '/admin/integrations/:id/webhooks/:webhookId',
    rest(({ caller, params }) => caller.admin.webhooks.delete({ integrationId: params.id, id: params.webhookId })),
  )
  .post(
    '/admin/integrations/:id/webhooks/:webhookId/rotate-secret',
    rest(({ caller, params }) => caller.admin.webhooks.rotateSecret({ integrationId: params.id, id: params.webhookId })),
  )
  .post(
    '/admin/integrations/:id/webhooks/:webhookId/test',
    rest(({ caller, params }) => caller.admin.webhooks.sendTest({ integrationId: params.id, id: params.webhookId }), { status: 202 }),
  )
  .get(
    '/admin/integrations/:id/webhooks/:webhookId/deliveries',
    rest(async ({ caller, params, query }) => {
      const page = await caller.admin.webhooks.log({ integrationId: params.id, id: params.webhookId, cursor: query.cursor });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }),
  )
  .post(
    '/admin/integrations/:id/webhooks/:webhookId/deliveries/:messageId/resend',
    rest(
      ({ caller, params }) => caller.admin.webhooks.resend({ integrationId: params.id, id: params.webhookId, messageId: params.messageId }),
      { status: 202 },
    ),
  );
