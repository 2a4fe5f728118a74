import { STOCK_PHOTO_HOST } from '../../shared/lib/images';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Everything the site loads comes from itself (no third-party scripts or fonts), except images
 * from the stock-photo host that SPEC section 3 lets content use.
 */
export const securityHeaders = secureHeaders({
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
