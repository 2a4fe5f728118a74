import { MOBILE_BREAKPOINT_PX } from '../constants/product';

/** PRODUCT.md "Constants and limits", verbatim. */
export const MOBILE_USER_AGENT_KEYWORDS = [
  'mobile',
  'android',
  'iphone',
  'ipad',
  'ipod',
  'blackberry',
  'windows phone',
  'opera mini',
] as const;

/** A phone or tablet: by its user agent, or by a viewport narrower than 768 px. */
export function isMobileDevice(userAgent: string, viewportWidth: number): boolean {
  const agent = userAgent.toLowerCase();
  return viewportWidth < MOBILE_BREAKPOINT_PX || MOBILE_USER_AGENT_KEYWORDS.some((keyword) => agent.includes(keyword));
}
