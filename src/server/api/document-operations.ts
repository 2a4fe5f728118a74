import { z } from 'zod';
import { publicAnswerOf, publicAnswerResponse, type PublicAnswer } from '../http/public-answers';
import { buildDocument } from './openapi';
import { type ApiOperation, operations } from './operation';
import { INTEGRATOR_API } from './versions';

/** The catalogue doesn't change while the process runs: the document is built once a site address. */
const documents = new Map<string, PublicAnswer>();

/** The document's answer (its JSON, ETag and gzip kept ready). */
export async function documentAnswer(publicUrl: string): Promise<PublicAnswer> {
  let answer = documents.get(publicUrl);
  if (!answer) {
    // Imported here: the catalogue lists this module's operation.
    const { CATALOGUE } = await import('./catalogue');
    answer = publicAnswerOf(buildDocument(CATALOGUE, publicUrl));
    documents.set(publicUrl, answer);
  }
  return answer;
}

/** GET /api/openapi.json: the catalogue as an OpenAPI 3.1 document (api/openapi.ts). */
export const documentOperations: ApiOperation[] = operations([
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    tags: ['API'],
    procedure: null,
    // Its own shape is the OpenAPI 3.1 specification's, which the tests validate it against.
    responses: {
      200: z
        .looseObject({ openapi: z.literal('3.1.0') })
        .meta({ description: 'An OpenAPI 3.1.0 document (https://spec.openapis.org/oas/v3.1.0)' }),
    },
    access: 'public',
    scope: 'content:read',
    since: INTEGRATOR_API,
    handler: async ({ c }) => publicAnswerResponse(c.req, await documentAnswer(c.var.services.publicUrl)),
  },
]);
