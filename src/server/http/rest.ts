import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { describeIssues } from '../../shared/lib/zod-message';
import { type Context, createContextInner } from '../trpc/context';
import { validationIssues } from '../trpc/init';
import { createCaller } from '../trpc/root';
import type { AppEnv } from './types';

type Caller = ReturnType<typeof createCaller>;

export interface RestCall {
  caller: Caller;
  /** For headers of the answer (X-Next-Cursor …); the body is what the handler returns. */
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

async function readJsonBody(c: HonoContext<AppEnv>): Promise<unknown> {
  if (!BODY_METHODS.has(c.req.method)) return undefined;
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
}

/** The one mapping from errors to REST answers: status from the tRPC code, body `{ error }`. */
export function restErrorResponse(c: HonoContext<AppEnv>, error: unknown): Response {
  if (error instanceof InvalidJsonError) return c.json({ error: HTTP_TEXT.invalidJson }, 400);
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error) as ContentfulStatusCode;
    if (status < 500) {
      const issues = validationIssues(error);
      return c.json({ error: issues ? describeIssues(issues) : error.message }, status);
    }
  }
  c.var.services.logger.error('request failed', { reqId: c.var.requestId, error: String((error as Error)?.stack ?? error) });
  return c.json({ error: HTTP_TEXT.internal }, 500);
}

/** The tRPC context of one HTTP request, whichever transport (tRPC or REST) carries it. */
export function requestContext(c: HonoContext<AppEnv>, resHeaders: Headers): Context {
  return createContextInner({
    ...c.var.services,
    user: c.var.user,
    session: c.var.session,
    clientIp: c.var.clientIp,
    resHeaders,
  });
}

/**
 * `public`: the answer is the same for every visitor (it must not depend on the session), so it
 * carries an ETag, may be kept by browsers and shared caches, and a matching If-None-Match gets
 * 304 without a body.
 */
export interface RestOptions {
  status?: ContentfulStatusCode;
  cache?: 'public';
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface SerializedAnswer {
  body: string;
  etag: string;
}

// Cached content is the same object until the cache drops it: its JSON and ETag are computed once.
const serializedAnswers = new WeakMap<object, SerializedAnswer>();

function serialize(value: unknown): SerializedAnswer {
  const memo = value !== null && typeof value === 'object' ? serializedAnswers.get(value) : undefined;
  if (memo) return memo;
  const body = JSON.stringify(value ?? null);
  const answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
  if (value !== null && typeof value === 'object') serializedAnswers.set(value, answer);
  return answer;
}

/** RFC 9110 weak comparison: any listed tag, or `*`, matches. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function publicAnswer(c: HonoContext<AppEnv>, value: unknown, status: ContentfulStatusCode): Response {
  const { body, etag } = serialize(value);
  const headers = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, status, { ...headers, 'Content-Type': 'application/json' });
}

/**
 * A REST path as a thin adapter: parse the request, call one procedure, map the answer. A handler
 * may return a Response of its own (a file download); anything else is sent as JSON.
 */
export function rest(handler: (call: RestCall) => Promise<unknown>, options: RestOptions = {}): Handler<AppEnv> {
  return async (c) => {
    const resHeaders = new Headers();
    const ctx = requestContext(c, resHeaders);
    let response: Response;
    try {
      const body = await readJsonBody(c);
      const result = await handler({ caller: createCaller(ctx), c, params: c.req.param(), query: c.req.query(), body });
      const status = options.status ?? 200;
      response =
        result instanceof Response
          ? result
          : options.cache === 'public'
            ? publicAnswer(c, result, status)
            : c.json(result ?? null, status);
    } catch (error) {
      response = restErrorResponse(c, error);
    }
    for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  };
}
