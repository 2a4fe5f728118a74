import type { MiddlewareHandler } from 'hono';
import { HTTP_TEXT } from '../../shared/constants/messages';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null; // "null" (sandboxed frames, file://) and garbage
  }
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send Origin on
 * every cross-site write; integrators calling from servers send none and are let through.
 * Hono's csrf() only checks form content types, not JSON. A request with a valid API token
 * (bearer-auth.ts, which refuses a cookie beside it) carries no ambient credential a foreign page
 * could borrow, so it is let through too.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || origin === undefined || c.get('integration')) return next();
    if (origin === publicOrigin || hostOf(origin) === c.req.header('host')) return next();
    return c.json({ error: HTTP_TEXT.crossSite }, 403);
  };
}
