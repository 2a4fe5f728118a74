import { TRPCError } from '@trpc/server';
import {
  createWebhookInput,
  integrationIdInput,
  webhookEndpointInput,
  webhookLogInput,
  webhookResendInput,
} from '../../shared/schemas/webhooks';
import type { Context } from '../trpc/context';
import { adminOrScope, changesNothing, router } from '../trpc/init';
import { type Actor } from '../audit/record';
import { integrationActor } from '../integrations/tokens';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  resendWebhookMessage,
  rotateWebhookSecret,
  sendWebhookTest,
  webhookDeliveryLog,
  webhookIntegration,
} from './endpoints';

export const TOKEN_OTHER_INTEGRATION = "A token manages only its own integration's webhooks";

/**
 * The actor, when it may manage this integration's endpoints: an admin any, a token (holding
 * `webhooks:manage`, checked by adminOrScope before the input is read) only its own.
 */
async function actorFor(ctx: Context, integrationId: number): Promise<Actor> {
  if (!ctx.integration) return ctx.user!;
  if (ctx.integration.id !== integrationId) throw new TRPCError({ code: 'FORBIDDEN', message: TOKEN_OTHER_INTEGRATION });
  return integrationActor(ctx.db, ctx.integration);
}

const webhookManager = adminOrScope('webhooks:manage');

const targetCheck = (ctx: Context) => ({ allowPrivateTargets: ctx.allowPrivateWebhookTargets ?? false });
// Webhook endpoints are in no cached answer.
const webhookWrite = webhookManager.meta(changesNothing);

/**
 * `admin.webhooks.*`: an integration's webhook endpoints (docs/API.md "Webhooks"), for the admin
 * page /admin/integrations/$id and, over REST (rest.ts), for the integration's own token.
 */
export const webhooksRouter = router({
  integration: webhookManager.input(integrationIdInput).query(async ({ ctx, input }) => {
    await actorFor(ctx, input.integrationId);
    return webhookIntegration(ctx.db, input.integrationId);
  }),
  list: webhookManager.input(integrationIdInput).query(async ({ ctx, input }) => {
    await actorFor(ctx, input.integrationId);
    return listWebhookEndpoints(ctx.db, input.integrationId);
  }),
  create: webhookWrite
    .input(createWebhookInput)
    .mutation(async ({ ctx, input }) => createWebhookEndpoint(ctx.db, await actorFor(ctx, input.integrationId), targetCheck(ctx), input)),
  delete: webhookWrite
    .input(webhookEndpointInput)
    .mutation(async ({ ctx, input }) =>
      deleteWebhookEndpoint(ctx.db, await actorFor(ctx, input.integrationId), input.integrationId, input.id),
    ),
  rotateSecret: webhookWrite
    .input(webhookEndpointInput)
    .mutation(async ({ ctx, input }) =>
      rotateWebhookSecret(ctx.db, await actorFor(ctx, input.integrationId), input.integrationId, input.id),
    ),
  sendTest: webhookWrite.input(webhookEndpointInput).mutation(async ({ ctx, input }) => {
    await actorFor(ctx, input.integrationId);
    return sendWebhookTest(ctx.db, input.integrationId, input.id);
  }),
  log: webhookManager.input(webhookLogInput).query(async ({ ctx, input }) => {
    await actorFor(ctx, input.integrationId);
    return webhookDeliveryLog(ctx.db, input);
  }),
  resend: webhookWrite.input(webhookResendInput).mutation(async ({ ctx, input }) => {
    await actorFor(ctx, input.integrationId);
    return resendWebhookMessage(ctx.db, input.integrationId, input.id, input.messageId);
  }),
});
