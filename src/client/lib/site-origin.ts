/**
 * The site's origin: the browser's, or on the server the site's public address (the same for
 * every request a server process renders, so a module value is enough).
 */
let serverOrigin = 'http://localhost';

export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
