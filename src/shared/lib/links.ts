/**
 * A path on this site: one slash first. Two ('//host/x'), or a slash and a backslash ('/\host/x',
 * read by browsers as two slashes), lead to another host; so do tabs and line breaks, which
 * browsers drop from an address ('/\t/host'). Spaces and control characters have no place in a
 * link anyway.
 */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

export function isSameSitePath(value: string): boolean {
  return SAME_SITE_PATH.test(value);
}
