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
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The parsed JSON body, handed to a procedure whose zod input schema validates it: the
   * adapter itself trusts nothing about its shape.
   */
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

/** A REST path as a thin adapter: parse the request, call one procedure, map the answer. */
export function rest(
  handler: (call: RestCall) => Promise<unknown>,
  options: { status?: ContentfulStatusCode } = {},
): Handler<AppEnv> {
  return async (c) => {
    const resHeaders = new Headers();
    const ctx = requestContext(c, resHeaders);
    let response: Response;
    try {
      const body = await readJsonBody(c);
      const result = await handler({ caller: createCaller(ctx), params: c.req.param(), query: c.req.query(), body });
      response = c.json(result ?? null, options.status ?? 200);
    } catch (error) {
      response = restErrorResponse(c, error);
    }
    for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  };
}
