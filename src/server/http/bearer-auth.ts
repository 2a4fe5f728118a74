import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { INTEGRATION_TEXT, looksLikeToken } from '../../shared/rules/integrations';
import { readSessionCookie } from '../auth/cookie';
import { authenticateToken, noteUsed } from '../integrations/tokens';
import type { Quota } from '../rate-limits/limiter';
import type { AppEnv } from './types';

/** The policy's name in the RateLimit fields: one quota per token. */
const POLICY = '"token"';

/**
 * The RateLimit-Policy and RateLimit fields of draft-ietf-httpapi-ratelimit-headers (-10): the
 * quota `q` over `w` seconds, and what `r` remains for `t` seconds more.
 */
export function rateLimitHeaders(quota: Quota): Record<string, string> {
  return {
    'RateLimit-Policy': `${POLICY};q=${quota.limit.attempts};w=${quota.limit.windowSeconds}`,
    RateLimit: `${POLICY};r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}

/** A token somewhere in the address: it would sit in logs, histories and Referer headers. */
function tokenInQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1 || !/mv(?:_|%5f)/i.test(url.slice(start))) return false;
  for (const value of new URLSearchParams(url.slice(start + 1)).values()) {
    if (looksLikeToken(value)) return true;
  }
  return false;
}

type Refuse = (c: Context<AppEnv>, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) => Response;

/**
 * API tokens (docs/ARCHITECTURE.md "Integrator API", "Tokens"), on /api/* and /trpc/*, before
 * kept answers, sessions and the Origin check:
 * - a token in the query string is 400, whatever else the request carries;
 * - `Authorization` must be `Bearer <token>`; with a session cookie too, 400; on /trpc, 403;
 * - a wrong, expired or revoked token is 401 (looked up on every request: a revocation holds in
 *   every process from the next request on);
 * - a valid one counts against its own limit (every process's, through the shared limiter), sets
 *   `integration` (never a user) and its answers carry the RateLimit fields; over it, 429.
 */
export function bearerAuth(securityHeaders: Readonly<Record<string, string>>): MiddlewareHandler<AppEnv> {
  // Refusals go out before the security headers' middleware runs (it comes after the kept answers).
  const refuse: Refuse = (c, status, error, headers = {}) =>
    c.json({ error }, status, { ...securityHeaders, 'Cache-Control': 'no-store', ...headers });
  return async (c, next) => {
    if (tokenInQuery(c.req.url))
      return refuse(c, 400, INTEGRATION_TEXT.tokenInQuery, { 'WWW-Authenticate': 'Bearer error="invalid_request"' });
    const authorization = c.req.header('authorization');
    if (authorization === undefined) return next();
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match) return refuse(c, 401, INTEGRATION_TEXT.badAuthorization, { 'WWW-Authenticate': 'Bearer' });
    if (readSessionCookie(c.req.header('cookie'))) return refuse(c, 400, INTEGRATION_TEXT.cookieAndToken);
    if (c.req.path.startsWith('/trpc')) return refuse(c, 403, INTEGRATION_TEXT.tokenOnTrpc);

    const services = c.get('services');
    const integration = await authenticateToken(services.db, match[1]!);
    if (!integration) return refuse(c, 401, INTEGRATION_TEXT.tokenInvalid, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    const quota = await services.rateLimiter.take('requestsPerToken', String(integration.id));
    const headers = rateLimitHeaders(quota);
    if (!quota.allowed) {
      return refuse(c, 429, INTEGRATION_TEXT.tooManyRequests, { ...headers, 'Retry-After': String(quota.resetSeconds) });
    }
    noteUsed(services, integration.id).catch((error: unknown) =>
      services.logger.warn({ error: String(error) }, 'token last used not written'),
    );
    c.set('integration', integration);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
