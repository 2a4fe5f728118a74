import type { MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/cookie';
import { noteSeen } from '../auth/last-seen';
import { validateSessionToken } from '../auth/session';
import type { AppEnv } from './types';

/**
 * Turns the session cookie into c.var.user, renewing it in its last 15 days, and notes the day she
 * was active (auth/last-seen.ts: once a day, never awaited, so no request waits for it).
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionCookie(c.req.header('cookie'));
  const services = c.get('services');
  const { db, secureCookies, logger } = services;
  const result = token ? await validateSessionToken(db, token) : null;
  if (result?.user) {
    noteSeen(services, result.user.id).catch((error: unknown) => logger.warn({ error: String(error) }, 'last seen not written'));
  }
  c.set('user', result?.user ?? null);
  c.set('session', result?.session ?? null);
  await next();
  if (!token || !result) return;
  // Unless the handler itself just signed in or out, keep the browser's cookie in step.
  if (c.res.headers.getSetCookie().length > 0) return;
  if (result.session && result.renewed) {
    setSessionCookie(c.res.headers, token, result.session.expiresAt, { secure: secureCookies });
  } else if (!result.session) {
    clearSessionCookie(c.res.headers, { secure: secureCookies });
  }
};
