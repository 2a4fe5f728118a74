import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { SharedCache } from '../cache/shared-cache';
import { acceptsGzip, GZIP_THRESHOLD_BYTES } from './gzip';
import { REQUEST_ID_HEADER } from './request-id';
import type { AppEnv } from './types';

/**
 * Answers that are the same for every visitor (public content), kept ready to send: their JSON,
 * ETag and gzip are computed once per content version, and a repeat request is answered before
 * sessions, routing and procedures run. That is what lets a content route serve a large share of
 * what the bare server can (see bench/content-api.ts).
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface PublicAnswer {
  body: string;
  etag: string;
  /** Headers that belong to the answer itself (X-Next-Cursor …, a page's Content-Type). */
  headers: Record<string, string>;
  gzip?: Uint8Array<ArrayBuffer>;
}

// Cached content is the same object until the cache drops it: its answer is computed once.
const answersByValue = new WeakMap<object, PublicAnswer>();

export function publicAnswerOf(value: unknown, headers: Record<string, string> = {}): PublicAnswer {
  const memo = value !== null && typeof value === 'object' ? answersByValue.get(value) : undefined;
  if (memo) return memo;
  const answer = publicAnswerOfBody(JSON.stringify(value ?? null), headers);
  if (value !== null && typeof value === 'object') answersByValue.set(value, answer);
  return answer;
}

/** An answer whose JSON is already written (a tRPC answer, serialized by tRPC itself). */
export function publicAnswerOfBody(body: string, headers: Record<string, string> = {}): PublicAnswer {
  return { body, headers, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110 weak comparison: any listed tag, or `*`, matches. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The Response for an answer: 304 on a matching If-None-Match, gzip when the client takes it.
 * Headers go in a plain object: @hono/node-server writes those straight out, without building a
 * Headers instance.
 */
export function publicAnswerResponse(
  request: { header(name: string): string | undefined },
  answer: PublicAnswer,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...answer.headers,
    etag: answer.etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: 'Accept-Encoding',
  };
  if (etagMatches(request.header('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] ??= 'application/json';
  if (answer.body.length >= GZIP_THRESHOLD_BYTES && acceptsGzip(request.header('accept-encoding'))) {
    answer.gzip ??= new Uint8Array(gzipSync(answer.body));
    headers['content-encoding'] = 'gzip';
    return new Response(answer.gzip, { status: 200, headers });
  }
  return new Response(answer.body, { status: 200, headers });
}

/** The path and query a public answer is kept under. */
export function answerKey(c: { req: { path: string; url: string } }): string {
  const query = c.req.url.indexOf('?');
  return `answer:${c.req.path}${query === -1 ? '' : c.req.url.slice(query)}`;
}

/**
 * Sends a kept public answer for a GET, before anything else runs; the REST route that made it
 * kept it under the tag of its data (rest.ts), so a write that changes that tag drops it.
 */
export function servePublicAnswers(cache: SharedCache, securityHeaders: Readonly<Record<string, string>>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A tRPC client asking for a streamed answer (trpc-accept) can't take a kept JSON one.
    // A token's request goes to its route, which checks the token's scope (bearer-auth.ts).
    if (c.req.method !== 'GET' || c.req.header('trpc-accept') || c.get('integration')) return next();
    const answer = cache.peek<PublicAnswer>(answerKey(c));
    if (!answer) return next();
    c.set('requestIdSent', true);
    return publicAnswerResponse(c.req, answer, { ...securityHeaders, [REQUEST_ID_HEADER]: c.get('requestId') });
  };
}
