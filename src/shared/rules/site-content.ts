import { isSameSitePath } from '../lib/links';

export const CONTENT_LINK_TEXT = { invalid: 'Link must start with / or http(s)://' } as const;

/** A link in a site content block: empty, a path on this site, or an http(s) address. */
export function checkContentLink(value: string): string | null {
  const link = value.trim();
  return link === '' || isSameSitePath(link) || /^https?:\/\//.test(link) ? null : CONTENT_LINK_TEXT.invalid;
}

/** How many support lines the support_services block lists at most. */
export const SUPPORT_SERVICES_MAX = 20;

/** A support line's "last checked" date: YYYY-MM-DD, or empty. */
export function checkCheckedDate(value: string): string | null {
  return value.trim() === '' || /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? null : 'Date checked must be a date (YYYY-MM-DD)';
}
