import { isSameSitePath } from '../lib/links';

export const CONTENT_LINK_TEXT = { invalid: 'Link must start with / or http(s)://' } as const;

/** A link in a site content block: empty, a path on this site, or an http(s) address. */
export function checkContentLink(value: string): string | null {
  const link = value.trim();
  return link === '' || isSameSitePath(link) || /^https?:\/\//.test(link) ? null : CONTENT_LINK_TEXT.invalid;
}
