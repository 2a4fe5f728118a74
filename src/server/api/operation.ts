import type { z } from 'zod';
import type { IntegrationScope } from '../../shared/constants/integrations';
import type { CacheTag } from '../cache/tags';
import type { RestCall } from '../http/rest';
import type { createCaller } from '../trpc/root';

/**
 * One REST operation, declared once (docs/ARCHITECTURE.md "Integrator API"): the route is built
 * from it (api/routes.ts), the OpenAPI document describes it (api/openapi.ts), CORS and the token
 * scopes read it. A path cannot be served without its entry.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call it with a session: a visitor, any signed-in member, a moderator, an admin. */
export type OperationAccess = 'public' | 'member' | 'moderator' | 'admin';

/** A body that isn't JSON (a CSV, a ZIP, a file) or an answer with no body. */
export interface RawResponse {
  /** Its type (or the types it may be); null for no body. */
  contentType: string | string[] | null;
  description: string;
  /** The body's shape, when it has one JSON Schema can say (text for a CSV). */
  schema?: z.ZodType;
  headers?: Record<string, string>;
}

export type OperationResponse = z.ZodType | RawResponse;

/** The statuses an error answer `{ error }` may come with. */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

interface OperationBase {
  method: HttpMethod;
  /** Under /api, OpenAPI style: `/api/comments/{contentType}/{contentId}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** The tRPC procedure it calls (`comments.list`); the document takes its input from it. */
  procedure: string | null;
  /**
   * Where the procedure's input comes from, when not plainly: path parameters named as the
   * procedure's fields, the rest in the query (GET) or the JSON body (api/openapi.ts).
   */
  input?: { path?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType; bodyContentType?: string };
  /** The answers it gives on success (and a redirect), by status. Errors are `{ error }`, added for it. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 301, OperationResponse>>;
  /** Error statuses this operation answers beyond the ones every operation of its kind may. */
  errors?: ErrorStatus[];
  access: OperationAccess;
  /** The token scope that may call it; without one, a token gets 403. */
  scope?: IntegrationScope;
  /** Same for every visitor and kept under this tag: ETag, public caching, 304 (http/rest.ts). */
  cache?: CacheTag;
  /** A list answered as an array, the next page's cursor in `X-Next-Cursor`. */
  paged?: boolean;
  /** Extra answer headers (`X-Total-Count` …), by name → description. */
  headers?: Record<string, string>;
  /** The day it appeared, YYYY-MM-DD (the changelog is built from these). */
  since: string;
  /** The day it was deprecated; it then sends Deprecation and Sunset and is marked in the document. */
  deprecatedAt?: string;
  /** When it goes; at least six months after deprecatedAt (a test checks). */
  sunsetAt?: string;
}

/** An operation over the REST adapter: the handler is what `rest()` runs. */
export interface RestOperation extends OperationBase {
  handler: (call: RestCall) => Promise<unknown>;
  form?: never;
}

/** An operation that takes a multipart form (uploads/http.ts's formUploadRest). */
export interface FormOperation extends OperationBase {
  form: (caller: ReturnType<typeof createCaller>, form: FormData) => Promise<unknown>;
  handler?: never;
}

export type ApiOperation = RestOperation | FormOperation;

/** Typed declaration of a domain's operations. */
export function operations(list: ApiOperation[]): ApiOperation[] {
  return list;
}
