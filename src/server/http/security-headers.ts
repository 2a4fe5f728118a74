import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { STOCK_PHOTO_HOST } from '../../shared/lib/images';
import type { AppEnv } from './types';

/**
 * Pages: everything the site loads comes from itself (no third-party scripts or fonts), except
 * images from the stock-photo host that SPEC section 3 lets content use.
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra (emotion) writes its styles into <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', `https://${STOCK_PHOTO_HOST}`],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * JSON answers (/api, /trpc): the OWASP REST set. A browser never renders them as a document, so
 * the page-only headers (script and style sources, permissions, opener policy …) would only add
 * bytes and work to every answer; these stop sniffing, framing and cross-site embedding.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/trpc/');

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isApiPath(c.req.path)) return documentHeaders(c, next);
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
};
