import type { MiddlewareHandler } from 'hono';
import { HTTP_TEXT } from '../../shared/constants/messages';

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
 * Hono's csrf() only checks form content types, not JSON.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || origin === undefined) return next();
    if (origin === publicOrigin || hostOf(origin) === c.req.header('host')) return next();
    return c.json({ error: HTTP_TEXT.crossSite }, 403);
  };
}
