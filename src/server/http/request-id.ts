import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Gives each request an id (a proxy's own, when it sent a sane one) for the log lines and the
 * `X-Request-Id` answer header. Set on the answer after it is made, whatever made it: Hono's
 * requestId middleware prepares the header beforehand, and a handler that returns a Response of
 * its own (the kept public answers, file downloads) loses it.
 */
export const requestIdMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  await next();
  // Reading an answer's headers costs a Headers object: the hot path sets it itself, and says so.
  if (!c.get('requestIdSent')) c.res.headers.set(REQUEST_ID_HEADER, id);
};
