import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiParameters,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { SESSION_COOKIE } from '../auth/cookie';
import { procedureAt } from './access-of';
import { type ApiOperation, type ErrorStatus, type OperationResponse, type RawResponse } from './operation';
import { deprecationHeaders } from './versions';

/**
 * The OpenAPI 3.1 document (docs/ARCHITECTURE.md "Integrator API"), built from the catalogue: each
 * operation's parameters and body from its procedure's zod input (the schemas the server
 * enforces, so the document's limits are the real ones), its answers from its response schemas,
 * and the error answers every operation of its kind may give.
 */

export const API_TITLE = 'Mama Village API';
/** Version 1: only grows by addition (api/versions.ts). */
export const API_VERSION = '1';

const errorSchema = z
  .object({ error: z.string().meta({ description: 'What went wrong, in words a person can read' }) })
  .meta({ id: 'Error', description: 'Every error answer' });

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Bad input: the message names the field and the rule',
  401: 'Not signed in, or a wrong, expired or revoked token',
  403: 'Not allowed: a role this needs, a token without the scope, or a write from another site',
  404: 'No such thing (or not visible to you)',
  405: 'The path doesn’t take this method (Allow lists the ones it does)',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  429: 'Too many requests: wait Retry-After seconds',
  503: 'Briefly unavailable: try again after Retry-After seconds',
};

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, schema });
const RETRY_AFTER = header('Seconds to wait before trying again', { type: 'integer', minimum: 0 });
const NEXT_CURSOR = header('The next page’s `cursor`; absent on the last page');
const ETAG = header('The answer’s version: send it back in If-None-Match to get 304 while it hasn’t changed');

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** `{name}` segments of a path. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The object schema a procedure takes, if its input is one. */
function procedureInput(operation: ApiOperation): z.ZodObject | null {
  if (!operation.procedure) return null;
  const inputs = (procedureAt(operation.procedure)?._def as unknown as { inputs?: z.ZodType[] } | undefined)?.inputs ?? [];
  const input = inputs[0];
  return input instanceof z.ZodObject ? input : null;
}

/** Path, query and body, from the entry's own `input` or else from the procedure's input by name. */
function requestOf(operation: ApiOperation): { params: ZodOpenApiParameters; body?: z.ZodType; bodyContentType: string } {
  const names = pathParams(operation.path);
  const input = procedureInput(operation);
  const shape = input?.shape ?? {};
  const pathSchema =
    operation.input?.path ??
    z.object(Object.fromEntries(names.map((name) => [name, (shape[name] as z.ZodType | undefined) ?? z.string()])));
  const rest = Object.keys(shape).filter((key) => !names.includes(key));
  // The fields' own rules carry over; a check across fields (a refinement) JSON Schema can't say anyway.
  const restSchema =
    rest.length === 0 || !input
      ? undefined
      : rest.length === Object.keys(shape).length
        ? input
        : z.object(Object.fromEntries(rest.map((key) => [key, shape[key] as z.ZodType])));
  const inBody = BODY_METHODS.has(operation.method);
  const params: ZodOpenApiParameters = {};
  if (names.length > 0) params.path = pathSchema;
  const query = operation.input?.query ?? (inBody ? undefined : restSchema);
  if (query) params.query = query;
  if (operation.cache) params.header = z.object({ 'if-none-match': z.string().optional().meta({ description: 'An ETag from before' }) });
  const body = operation.input?.body ?? (inBody ? restSchema : undefined);
  return {
    params,
    body,
    bodyContentType: operation.input?.bodyContentType ?? (operation.form ? 'multipart/form-data' : 'application/json'),
  };
}

/** The error statuses an operation may answer. */
export function errorStatusesOf(operation: ApiOperation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([401, 403, 405, 429, 503, ...(operation.errors ?? [])]);
  const { params, body } = requestOf(operation);
  if (params.path || params.query || body || BODY_METHODS.has(operation.method)) statuses.add(400);
  if (params.path) statuses.add(404);
  if (BODY_METHODS.has(operation.method)) statuses.add(413);
  return [...statuses].sort();
}

const isRaw = (response: OperationResponse): response is RawResponse => !(response instanceof z.ZodType);

function successResponses(operation: ApiOperation): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  const deprecation = deprecationHeaders(operation);
  for (const [status, response] of Object.entries(operation.responses)) {
    const headers: Record<string, { description: string; schema: Record<string, unknown> }> = {};
    if (operation.paged) headers['X-Next-Cursor'] = NEXT_CURSOR;
    if (operation.cache) headers.ETag = ETAG;
    for (const [name, description] of Object.entries(operation.headers ?? {})) headers[name] = header(description);
    if (deprecation) {
      headers.Deprecation = header('When this operation was deprecated (RFC 9745)');
      headers.Sunset = header('When it stops answering (RFC 8594)');
    }
    if (isRaw(response)) {
      for (const [name, description] of Object.entries(response.headers ?? {})) headers[name] = header(description);
      responses[`${status}` as '200'] = {
        description: response.description,
        headers,
        ...(response.contentType && {
          content: Object.fromEntries(
            [response.contentType].flat().map((type) => [type, { schema: response.schema ?? z.string().meta({ format: 'binary' }) }]),
          ),
        }),
      };
    } else {
      responses[`${status}` as '200'] = {
        description: operation.summary,
        headers,
        content: { 'application/json': { schema: response } },
      };
    }
  }
  if (operation.cache) responses['304'] = { description: 'Not modified since the ETag in If-None-Match', headers: { ETag: ETAG } };
  for (const status of errorStatusesOf(operation)) {
    responses[`${status}` as '400'] = {
      description: ERROR_TEXT[status],
      ...((status === 429 || status === 503) && { headers: { 'Retry-After': RETRY_AFTER } }),
      ...(status === 405 && { headers: { Allow: header('The methods the path takes') } }),
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  return responses;
}

const ACCESS_TEXT: Record<ApiOperation['access'], string> = {
  public: 'Anyone.',
  member: 'A signed-in member.',
  moderator: 'A moderator or an admin.',
  admin: 'An admin.',
};

function operationObject(operation: ApiOperation): ZodOpenApiOperationObject {
  const { params, body, bodyContentType } = requestOf(operation);
  const tokens = operation.scope ? `A token with the scope \`${operation.scope}\`.` : 'Not with a token.';
  // A public read needs nothing; a token never acts as a member, so member paths take only the cookie.
  const security: Record<string, string[]>[] = [
    ...(operation.access === 'public' ? [{}] : []),
    ...(operation.access !== 'public' || operation.procedure ? [{ sessionCookie: [] }] : []),
    ...(operation.scope ? [{ bearerToken: [operation.scope] }] : []),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: [
      operation.description,
      `**Who may call it:** ${ACCESS_TEXT[operation.access]} ${tokens}`,
      `**Since:** ${operation.since}.`,
    ]
      .concat(operation.deprecatedAt ? [`**Deprecated:** ${operation.deprecatedAt}.`] : [])
      .filter(Boolean)
      .join('\n\n'),
    tags: operation.tags,
    ...(operation.deprecatedAt && { deprecated: true }),
    requestParams: params,
    ...(body && { requestBody: { required: true, content: { [bodyContentType]: { schema: body } } } }),
    responses: successResponses(operation),
    security,
    'x-since': operation.since,
    ...(operation.deprecatedAt && { 'x-deprecated-at': operation.deprecatedAt }),
    ...(operation.scope && { 'x-scope': operation.scope }),
  };
}

const DESCRIPTION = `The REST API of Mama Village, for the mobile app, partners and the team's own tools.

**Versions.** This is version 1: it only grows by addition. A breaking change gets a new path; the old operation is first marked \`deprecated\` here and answers with \`Deprecation\` and \`Sunset\` headers at least six months before it goes. The changelog is at /developers/api/changelog.

**Signing in.** Members' calls take the \`session\` cookie that \`POST /api/login\` sets. Integrations call with a token an admin creates, only ever as \`Authorization: Bearer mv_…\` (a token in the query string is refused); a token acts as its integration, never as a member, and may call only the operations of its scopes (each operation says which).

**Answers.** Errors are \`{ "error": "…" }\`. Lists answer an array, the next page's cursor in \`X-Next-Cursor\` (pass it back as \`?cursor=\`). Public reads carry an \`ETag\` (send \`If-None-Match\` for a 304), and answer any origin (\`Access-Control-Allow-Origin: *\`, never with credentials). A 429 or 503 says when to try again in \`Retry-After\`.

**Webhooks.** An integration's endpoints receive signed events (Standard Webhooks: \`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`). Delivery is at-least-once, in no promised order: use \`webhook-id\` to drop repeats, and the event's \`timestamp\` to order them.`;

/** The document for a site at `publicUrl`. */
export function buildDocument(catalogue: readonly ApiOperation[], publicUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of catalogue) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation);
  }
  const tags = [...new Set(catalogue.flatMap((operation) => operation.tags))].map((name) => ({ name }));
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: API_TITLE, version: API_VERSION, description: DESCRIPTION },
      servers: [{ url: publicUrl.replace(/\/$/, ''), description: 'This site' }],
      tags,
      paths,
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'A member’s session (POST /api/login)' },
          bearerToken: { type: 'http', scheme: 'bearer', description: 'An integration’s token, `mv_<id>_<secret>`' },
        },
      },
    },
    { allowEmptySchema: { unknown: true, any: true, custom: true } },
  );
}
