// Not in links.ts, whose check is in every page's first load: only the pages that show Markdown need this.
/**
 * Where a link points: 'internal' for a path on this site (the app follows it itself), 'external'
 * for another site (new tab, no opener, no referrer). `//host/x` and `/\host/x` leave the site.
 */
export function linkKind(href: string, origin: string): 'internal' | 'external' | 'other' {
  if (href.startsWith('#')) return 'other';
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  return url.origin === origin ? 'internal' : 'external';
}
