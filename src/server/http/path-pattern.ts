/**
 * A route path as a RegExp over request paths: each segment starting with `paramPrefix`
 * (':id' in Hono, '$id' in the client router) matches one non-empty segment; trailing slashes
 * on either side are ignored.
 */
export function pathPattern(route: string, paramPrefix: ':' | '$'): RegExp {
  const source = trimTrailingSlash(route)
    .split('/')
    .map((segment) => (segment.startsWith(paramPrefix) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

export function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
