import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/types';
import type { ApiOperation } from './operation';
import { operationFor, operationsAt } from './routes';

/**
 * CORS for /api (docs/ARCHITECTURE.md "Integrator API"). Public reads (content, the forum,
 * search, counts, the document) are the same for everyone and answer any origin with `*`, which
 * browsers never pair with credentials. A page of an origin in API_CORS_ORIGINS may call with a
 * bearer token: its preflight gets 204, its answers its origin. Cookie-authenticated answers never
 * allow another origin, so another site's page can't read what a member's cookie fetched, and its
 * writes stay refused by the Origin check (http/origin-check.ts) with no CORS headers.
 */

/** What a browser may read of an answer beyond the safelisted headers. */
const EXPOSED = [
  'ETag',
  'X-Next-Cursor',
  'X-Total-Count',
  'Retry-After',
  'Deprecation',
  'Sunset',
  'RateLimit',
  'RateLimit-Policy',
  'Location',
];
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** Browsers keep a preflight's answer this long (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/** A read anyone may make whose answer doesn't depend on who asks. */
export function isPublicRead(operation: ApiOperation | null): boolean {
  return (
    operation !== null &&
    operation.method === 'get' &&
    operation.access === 'public' &&
    (operation.scope === 'content:read' || operation.scope === 'forum:read')
  );
}

const bearer = (authorization: string | undefined) => authorization?.toLowerCase().startsWith('bearer ') ?? false;

export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      const operations = operationsAt(c.req.path);
      if (!origin || !allowed.has(origin) || !c.req.header('access-control-request-method') || operations.length === 0) return next();
      const methods = [...new Set(operations.map((operation) => operation.method.toUpperCase()))];
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': methods.join(', '),
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      });
    }
    await next();
    if (!origin) return;
    const headers = c.res.headers;
    if (isPublicRead(operationFor(c.req.method, c.req.path))) {
      headers.set('Access-Control-Allow-Origin', '*');
      // Readable by any site's script (CORS), so embeddable by any site too.
      headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    } else if (allowed.has(origin) && bearer(c.req.header('authorization')) && !c.req.header('cookie')) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.append('Vary', 'Origin');
    } else return;
    headers.set('Access-Control-Expose-Headers', EXPOSED.join(', '));
  };
}
