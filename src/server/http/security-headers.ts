import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { STOCK_PHOTO_HOST } from '../../shared/lib/images';
import { REFERENCE_PATH } from '../api/reference-paths';
import type { AppEnv } from './types';

/** Browsers keep to https for this long once told (180 days), only when the site is on https. */
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * One frame policy everywhere: no page or answer of the site may be framed, by anyone (CSP's
 * frame-ancestors for current browsers, X-Frame-Options for older ones).
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";
const X_FRAME_OPTIONS = 'DENY';

export interface SecurityHeaders {
  middleware: MiddlewareHandler<AppEnv>;
  /** The set JSON answers carry, also sent by answers built before the middleware runs. */
  apiHeaders: Readonly<Record<string, string>>;
}

/**
 * Pages: everything the site loads comes from itself (no third-party scripts or fonts), except
 * images from the stock-photo host that PRODUCT.md "Records and their fields" lets content use; no browser feature the
 * site doesn't use (camera, microphone, location, payment …) is open to it or anything it embeds.
 *
 * JSON answers (/api, /trpc): the OWASP REST set. A browser never renders them as a document, so
 * the page-only headers (script and style sources, permissions, opener policy …) would only add
 * bytes and work to every answer; these stop sniffing, framing and cross-site embedding.
 *
 * HSTS only when PUBLIC_URL is https: sent over plain http it would be ignored at best, and at
 * worst (a development machine on localhost) pin a host to an https that isn't there.
 */
export function securityHeadersFor(publicUrl: string): SecurityHeaders {
  const https = publicUrl.startsWith('https:');
  const documentHeaders = secureHeadersWith(["'self'"], https);
  // The API reference (api/reference.ts) starts Scalar with one inline script, let in by a nonce
  // made for each answer; every other page runs no inline script at all.
  const referenceHeaders = secureHeadersWith(["'self'", NONCE], https);

  const apiHeaders: Record<string, string> = {
    'content-security-policy': `default-src 'none'; ${FRAME_ANCESTORS}`,
    'cross-origin-resource-policy': 'same-origin',
    ...(https && { 'strict-transport-security': HSTS }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': X_FRAME_OPTIONS,
  };

  const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/trpc/');
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.path === REFERENCE_PATH) return referenceHeaders(c, next);
    if (!isApiPath(c.req.path)) return documentHeaders(c, next);
    await next();
    for (const [name, value] of Object.entries(apiHeaders)) c.res.headers.set(name, value);
  };
  return { middleware, apiHeaders: Object.freeze(apiHeaders) };
}

/** The pages' headers, with these script sources. */
function secureHeadersWith(scriptSrc: (string | typeof NONCE)[], https: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
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
    xFrameOptions: X_FRAME_OPTIONS,
    strictTransportSecurity: https ? HSTS : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
    },
    crossOriginEmbedderPolicy: false,
  });
}
