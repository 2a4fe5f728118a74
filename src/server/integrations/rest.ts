import { operations } from '../api/operation';
import { createdIntegrationSchema, integrationSchema, listOf, revokedIntegrationSchema } from '../api/schemas';
import { INTEGRATOR_API } from '../api/versions';

const tags = ['Integrations'];
/**
 * The integrator API's tokens (docs/API.md "Integrations", docs/ARCHITECTURE.md "Integrator
 * API"): admins' sessions only; a token never manages tokens.
 */
export const integrationsOperations = operations([
  {
    method: 'post',
    path: '/api/admin/integrations',
    operationId: 'createIntegration',
    summary: 'Create an API token (shown once)',
    description: 'The answer is the only time the whole token is shown; only its hash is kept. Expiry: a year unless chosen, two at most.',
    tags,
    procedure: 'admin.integrations.create',
    responses: { 201: createdIntegrationSchema },
    access: 'admin',
    since: INTEGRATOR_API,
    handler: ({ caller, body }) => caller.admin.integrations.create(body),
  },
  {
    method: 'get',
    path: '/api/admin/integrations',
    operationId: 'listIntegrations',
    summary: 'Every API token, newest first (never a secret)',
    tags,
    procedure: 'admin.integrations.list',
    responses: { 200: listOf(integrationSchema) },
    access: 'admin',
    since: INTEGRATOR_API,
    handler: ({ caller }) => caller.admin.integrations.list(),
  },
  {
    method: 'delete',
    path: '/api/admin/integrations/{id}',
    operationId: 'revokeIntegration',
    summary: 'Revoke an API token, in every process at once',
    tags,
    procedure: 'admin.integrations.revoke',
    responses: { 200: revokedIntegrationSchema },
    access: 'admin',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.integrations.revoke({ id: params.id }),
  },
]);
