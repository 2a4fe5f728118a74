import { TRPCError } from '@trpc/server';
import { AUTH_TEXT } from '../../shared/constants/messages';
import type { IntegrationScope } from '../../shared/constants/integrations';
import {
  createWebhookInput,
  integrationIdInput,
  webhookEndpointInput,
  webhookLogInput,
  webhookResendInput,
} from '../../shared/schemas/webhooks';
import type { Context } from '../trpc/context';
import { changesNothing, publicProcedure, router } from '../trpc/init';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  resendWebhookMessage,
  rotateWebhookSecret,
  sendWebhookTest,
  tokenMayManage,
  type WebhookActor,
  webhookDeliveryLog,
  webhookIntegration,
} from './endpoints';

export const WEBHOOK_MANAGE_SCOPE: IntegrationScope = 'webhooks:manage';
export const TOKEN_OTHER_INTEGRATION = "A token manages only its own integration's webhooks";

/**
 * The integration a bearer token acts as, when the request came with one (the token middleware
 * puts it on the context; docs/ARCHITECTURE.md "Integrator API"). Read loosely so this file
 * doesn't depend on how that context is typed.
 */
function tokenOf(ctx: Context): { id: number; scopes: readonly IntegrationScope[] } | null {
  return (ctx as Context & { integration?: { id: number; scopes: readonly IntegrationScope[] } | null }).integration ?? null;
}

/**
 * An admin, or a token holding `webhooks:manage`, checked before the input is read (as
 * adminProcedure is: admin-only.test.ts). Which integration a token may touch is checked with the
 * input (`actorFor`).
 */
const webhookManager = publicProcedure.use(({ ctx, next }) => {
  const token = tokenOf(ctx);
  if (token) {
    if (!token.scopes.includes(WEBHOOK_MANAGE_SCOPE))
      throw new TRPCError({ code: 'FORBIDDEN', message: `This needs the ${WEBHOOK_MANAGE_SCOPE} scope` });
    return next({ ctx: { manager: { integrationId: token.id } as WebhookActor } });
  }
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.adminOnly });
  return next({ ctx: { manager: { admin: ctx.user } as WebhookActor } });
});

/** The actor, when it may manage this integration's endpoints: an admin any, a token its own. */
function actorFor(ctx: Context & { manager: WebhookActor }, integrationId: number): WebhookActor {
  const token = tokenOf(ctx);
  if (token && !tokenMayManage(token, integrationId)) throw new TRPCError({ code: 'FORBIDDEN', message: TOKEN_OTHER_INTEGRATION });
  return ctx.manager;
}

const targetCheck = (ctx: Context) => ({ allowPrivateTargets: ctx.allowPrivateWebhookTargets ?? false });
// Webhook endpoints are in no cached answer.
const webhookWrite = webhookManager.meta(changesNothing);

/**
 * `admin.webhooks.*`: an integration's webhook endpoints (docs/API.md "Webhooks"), for the admin
 * page /admin/integrations/$id and, over REST (rest.ts), for the integration's own token.
 */
export const webhooksRouter = router({
  integration: webhookManager.input(integrationIdInput).query(({ ctx, input }) => {
    actorFor(ctx, input.integrationId);
    return webhookIntegration(ctx.db, input.integrationId);
  }),
  list: webhookManager.input(integrationIdInput).query(({ ctx, input }) => {
    actorFor(ctx, input.integrationId);
    return listWebhookEndpoints(ctx.db, input.integrationId);
  }),
  create: webhookWrite
    .input(createWebhookInput)
    .mutation(({ ctx, input }) => createWebhookEndpoint(ctx.db, actorFor(ctx, input.integrationId), targetCheck(ctx), input)),
  delete: webhookWrite
    .input(webhookEndpointInput)
    .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, actorFor(ctx, input.integrationId), input.integrationId, input.id)),
  rotateSecret: webhookWrite
    .input(webhookEndpointInput)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, actorFor(ctx, input.integrationId), input.integrationId, input.id)),
  sendTest: webhookWrite.input(webhookEndpointInput).mutation(({ ctx, input }) => {
    actorFor(ctx, input.integrationId);
    return sendWebhookTest(ctx.db, input.integrationId, input.id);
  }),
  log: webhookManager.input(webhookLogInput).query(({ ctx, input }) => {
    actorFor(ctx, input.integrationId);
    return webhookDeliveryLog(ctx.db, input);
  }),
  resend: webhookWrite.input(webhookResendInput).mutation(({ ctx, input }) => {
    actorFor(ctx, input.integrationId);
    return resendWebhookMessage(ctx.db, input.integrationId, input.id, input.messageId);
  }),
});
