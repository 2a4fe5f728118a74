import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const gzip = promisify(gzipCallback);

/** Smaller than this, gzip saves less than its own cost (and its header's bytes). */
export const GZIP_THRESHOLD_BYTES = 1024;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return !!acceptEncoding && /\bgzip\b/i.test(acceptEncoding);
}

/**
 * Gzip for every compressible answer that isn't sent ready-made (public answers bring their own).
 * Instead of hono/compress: that pipes every body, a 40-byte JSON too, through a web
 * CompressionStream, ~0.8 ms of the main thread a request under load; here the body (JSON, a
 * page, a script: all small and whole) is compressed in one call on libuv's thread pool, and only
 * from 1 kB. Streams (none of the compressible types here is one) would be read whole.
 */
export function gzipAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '') ||
      /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('vary');
    if (vary !== '*' && !/\baccept-encoding\b/i.test(vary ?? '')) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (length < GZIP_THRESHOLD_BYTES || !acceptsGzip(c.req.header('accept-encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < GZIP_THRESHOLD_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(new Uint8Array(await gzip(body)), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'gzip');
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
