import { z } from 'zod';
import { INTEGRATION_SCOPES } from '../../shared/constants/integrations';
import { operations } from '../api/operation';
import { INTEGRATOR_API } from '../api/versions';

const tags = ['Integrations'];
const scopes = z.array(z.enum(INTEGRATION_SCOPES));
const instant = z.string().describe('An ISO 8601 date and time');

const integrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The token’s first characters, `mv_<id>_<4 characters>`'),
  scopes,
  createdAt: instant,
  createdBy: z.string().nullable(),
  lastUsedOn: z.string().nullable().describe('The Sydney day it was last used (YYYY-MM-DD)'),
  expiresAt: instant,
  revokedAt: instant.nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});

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
    responses: {
      201: z.object({
        id: z.number().int(),
        token: z.string().describe('`mv_<id>_<secret>`: send it as `Authorization: Bearer <token>`'),
        name: z.string(),
        scopes,
        prefix: z.string(),
        createdAt: instant,
        expiresAt: instant,
      }),
    },
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
    responses: { 200: z.array(integrationSchema) },
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
    responses: { 200: z.object({ id: z.number().int(), revokedAt: instant }) },
    access: 'admin',
    since: INTEGRATOR_API,
    handler: ({ caller, params }) => caller.admin.integrations.revoke({ id: params.id }),
  },
]);
