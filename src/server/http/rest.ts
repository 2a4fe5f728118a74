import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTP_TEXT } from '../../shared/constants/messages';
import type { CacheTag } from '../cache/tags';
import { describeIssues } from '../../shared/lib/zod-message';
import { databaseErrorOf, isDatabaseUnavailable } from '../db/errors';
import { validationIssues } from '../trpc/init';
import { createCaller } from '../trpc/root';
import { answerKey, publicAnswerOf, publicAnswerResponse } from './public-answers';
import { requestContext } from './request-context';
import { retryAfterHeaders } from './retry-after';
import type { AppEnv } from './types';

type Caller = ReturnType<typeof createCaller>;

export interface RestCall {
  caller: Caller;
  /** The request's Hono context: its services and variables. */
  c: HonoContext<AppEnv>;
  /**
   * Path parameters, query parameters and the parsed JSON body, each handed to a procedure whose
   * zod input schema validates it: the adapter itself trusts nothing about their shapes.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params: Record<string, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: Record<string, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class InvalidJsonError extends Error {}
/** The client went away (or broke off) while sending its body: its fault, not the database's nor ours. */
class BodyNotReceivedError extends Error {}
const BODY_NOT_RECEIVED = 'Request body was not received in full';

async function readBody(c: HonoContext<AppEnv>): Promise<unknown> {
  if (!BODY_METHODS.has(c.req.method)) return undefined;
  const text = await c.req.text().catch((error: unknown) => {
    throw new BodyNotReceivedError(BODY_NOT_RECEIVED, { cause: error });
  });
  if (!text.trim()) return undefined;
  // Forms post this way, and so do mail apps' one-click unsubscribes (RFC 8058).
  if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
}

/** Seconds a client is asked to wait after a 503 (the database out of reach) before trying again. */
export const RETRY_AFTER_SECONDS = '5';

/** What the log says of a failure: its stack, and the database's own code and message if any. */
export function failureFields(error: unknown): Record<string, unknown> {
  return { error: String((error as Error)?.stack ?? error), db: databaseErrorOf(error) ?? undefined };
}

/** The one mapping from errors to REST answers: status from the tRPC code, body `{ error }`. */
export function restErrorResponse(c: HonoContext<AppEnv>, error: unknown): Response {
  if (error instanceof InvalidJsonError) return c.json({ error: HTTP_TEXT.invalidJson }, 400);
  if (error instanceof BodyNotReceivedError) {
    c.var.services.logger.info({ reqId: c.var.requestId, error: String(error.cause) }, 'request body not received');
    return c.json({ error: BODY_NOT_RECEIVED }, 400);
  }
  const status = error instanceof TRPCError ? (getHTTPStatusCodeFromError(error) as ContentfulStatusCode) : 500;
  if (error instanceof TRPCError && status < 500) {
    const issues = validationIssues(error);
    return c.json({ error: issues ? describeIssues(issues) : error.message }, status, retryAfterHeaders(error));
  }
  // Outside a procedure (the session middleware) a database error arrives unmapped.
  if (status === 503 || isDatabaseUnavailable(error)) {
    c.var.services.logger.warn({ reqId: c.var.requestId, ...failureFields(error) }, 'database unavailable');
    return c.json({ error: HTTP_TEXT.unavailable }, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
  }
  c.var.services.logger.error({ reqId: c.var.requestId, ...failureFields(error) }, 'request failed');
  return c.json({ error: HTTP_TEXT.internal }, 500);
}

/**
 * `cache`: the answer is the same for every visitor (it must not depend on the session) and is
 * made of data under this tag, so it carries an ETag, may be kept by browsers and shared caches,
 * a matching If-None-Match gets 304, and it is kept ready for the next request until a write
 * changes the tag (public-answers.ts).
 */
export interface RestOptions {
  status?: ContentfulStatusCode;
  cache?: CacheTag;
}

/** What a handler returns to send headers with its value (X-Next-Cursor …). */
class AnswerWithHeaders {
  constructor(
    readonly value: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

export function withHeaders(value: unknown, headers: Record<string, string | null>): AnswerWithHeaders {
  return new AnswerWithHeaders(value, Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null)));
}

function publicResponse(
  c: HonoContext<AppEnv>,
  tag: CacheTag,
  generation: number,
  value: unknown,
  headers: Record<string, string>,
): Response {
  const answer = publicAnswerOf(value, headers);
  c.var.services.cache.put(tag, answerKey(c), answer, generation);
  return publicAnswerResponse(c.req, answer);
}

/**
 * A REST path as a thin adapter: parse the request, call one procedure, map the answer. A handler
 * may return a Response of its own (a file download); anything else is sent as JSON.
 */
export function rest(handler: (call: RestCall) => Promise<unknown>, options: RestOptions = {}): Handler<AppEnv> {
  return async (c) => {
    const resHeaders = new Headers();
    const ctx = requestContext(c, resHeaders);
    // Read before the data: an answer made from data that changed meanwhile is not kept.
    const generation = options.cache && ctx.cache.generation(options.cache);
    let response: Response;
    try {
      const body = await readBody(c);
      const result = await handler({ caller: createCaller(ctx), c, params: c.req.param(), query: c.req.query(), body });
      const status = options.status ?? 200;
      const { value, headers } = result instanceof AnswerWithHeaders ? result : { value: result, headers: {} };
      response =
        result instanceof Response
          ? result
          : options.cache && status === 200
            ? publicResponse(c, options.cache, generation!, value, headers)
            : c.json(value ?? null, status, headers);
    } catch (error) {
      response = restErrorResponse(c, error);
    }
    for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  };
}
