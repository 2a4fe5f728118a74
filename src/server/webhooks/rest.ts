import { z } from 'zod';
import { operations } from '../api/operation';
import { listOf, webhookAttemptSchema, webhookEndpointSchema, webhookQueuedSchema, webhookSecretSchema } from '../api/schemas';
import { INTEGRATOR_API } from '../api/versions';
import { withHeaders } from '../http/rest';

const tags = ['Webhooks'];
const description =
  'An admin’s session, or the integration’s own token with `webhooks:manage` (a token manages only its own integration’s endpoints).';

/**
 * An integration's webhook endpoints (docs/API.md "Webhooks"): an admin's session, or the
 * integration's own token with `webhooks:manage` (webhooks/router.ts checks which integration).
 */
// In this order the contract test's calls run: a test event to resend before the endpoint goes.
export const webhooksOperations = operations([
  {
    method: 'get',
    path: '/api/admin/integrations/{integrationId}/webhooks',
    operationId: 'listWebhooks',
    summary: 'An integration’s webhook endpoints (never their secrets)',
    description,
    tags,
    procedure: 'admin.webhooks.list',
    responses: { 200: listOf(webhookEndpointSchema) },
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.webhooks.list({ integrationId: params.integrationId }),
  },
  {
    method: 'post',
    path: '/api/admin/integrations/{integrationId}/webhooks',
    operationId: 'createWebhook',
    summary: 'Add a webhook endpoint: its secret is answered once',
    description: `${description} The URL must not lead to a private or local network.`,
    tags,
    procedure: 'admin.webhooks.create',
    responses: { 201: webhookSecretSchema },
    errors: [409],
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params, body }) => caller.admin.webhooks.create({ ...body, integrationId: params.integrationId }),
  },
  {
    method: 'post',
    path: '/api/admin/integrations/{integrationId}/webhooks/{id}/test',
    operationId: 'sendWebhookTest',
    summary: 'Queue a `webhook.test` event to the endpoint (its delivery shows in the log)',
    description,
    tags,
    procedure: 'admin.webhooks.sendTest',
    responses: { 202: webhookQueuedSchema },
    errors: [409],
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.webhooks.sendTest({ integrationId: params.integrationId, id: params.id }),
  },
  {
    method: 'get',
    path: '/api/admin/integrations/{integrationId}/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'The endpoint’s delivery log: every request of the last 30 days, newest first',
    description,
    tags,
    procedure: 'admin.webhooks.log',
    responses: { 200: listOf(webhookAttemptSchema) },
    access: 'admin',
    scope: 'webhooks:manage',
    paged: true,
    since: INTEGRATOR_API,
    handler: async ({ caller, params, query }) => {
      const page = await caller.admin.webhooks.log({ integrationId: params.integrationId, id: params.id, cursor: query.cursor });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    method: 'post',
    path: '/api/admin/integrations/{integrationId}/webhooks/{id}/deliveries/{messageId}/resend',
    operationId: 'resendWebhookDelivery',
    summary: 'Send a logged message again now (the same webhook-id and body, a fresh round of retries)',
    description,
    tags,
    procedure: 'admin.webhooks.resend',
    responses: { 202: webhookQueuedSchema },
    errors: [409],
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) =>
      caller.admin.webhooks.resend({ integrationId: params.integrationId, id: params.id, messageId: params.messageId }),
  },
  {
    method: 'post',
    path: '/api/admin/integrations/{integrationId}/webhooks/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'A new secret (answered once); the old one signs too for 24 hours',
    description,
    tags,
    procedure: 'admin.webhooks.rotateSecret',
    responses: { 200: webhookSecretSchema },
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.webhooks.rotateSecret({ integrationId: params.integrationId, id: params.id }),
  },
  {
    method: 'delete',
    path: '/api/admin/integrations/{integrationId}/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint and its delivery log',
    description,
    tags,
    procedure: 'admin.webhooks.delete',
    responses: { 200: z.object({ id: z.number().int() }) },
    access: 'admin',
    scope: 'webhooks:manage',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.webhooks.delete({ integrationId: params.integrationId, id: params.id }),
  },
]);
