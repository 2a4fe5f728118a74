import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { uploadBodyLimitFor } from '../uploads/http';
import type { AppEnv } from './types';

/** Far above any JSON form; uploads get their own limit on their own paths. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const jsonLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => c.json({ error: HTTP_TEXT.bodyTooLarge }, 413),
});

/**
 * The body limit of every path that takes one. An over-limit body is refused unread, so the rest
 * of it is still on its way on the connection: the answer closes the connection, or a pooled
 * client (Node's fetch) would send its next request down a socket the server is about to drop.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Only where a body can come: the check reads c.req.raw, which costs every GET a full Request
  // object on @hono/node-server (a third of a cached content answer's time).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  // The limit returns its own answer when it refuses a body, and what next() gave when it doesn't.
  const answer = await (uploadBodyLimitFor(c.req.path) ?? jsonLimit)(c, next);
  if (!(answer instanceof Response)) return;
  answer.headers.set('Connection', 'close');
  return answer;
};
