import type { HttpBindings } from '@hono/node-server';
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

/**
 * How much of a body nobody read is taken in (and dropped) before the answer goes out, and for how
 * long: past either, the answer closes the connection instead.
 */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

/**
 * Reads and drops the rest of a body nobody read; true once it has all arrived, false past the
 * bounds or when someone else holds it (a limit that stopped reading part-way).
 */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  const deadline = performance.now() + DRAIN_MAX_MS;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (let bytes = 0; bytes <= DRAIN_MAX_BYTES; ) {
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), Math.max(0, deadline - performance.now()));
      });
      const chunk = await Promise.race([reader.read(), late]);
      clearTimeout(timer);
      if (!chunk) return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/**
 * An answer given before its body was read (401, 403, 404, 405, 413 …) waits for the rest of the
 * body, within bounds, so the connection stays usable: the server below drops a connection whose
 * body is still arriving 500 ms after the answer, under a pooled client's next request, and a
 * client still sending met a reset instead of the answer (an upload's 413). Past the bounds the
 * answer says `Connection: close`.
 */
export const answerAfterBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // app.request() in tests has no connection behind it.
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  if (!(await drain(c.req.raw.body))) c.res.headers.set('Connection', 'close');
};
