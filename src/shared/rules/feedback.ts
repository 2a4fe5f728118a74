import { FEEDBACK_LIMITS, FEEDBACK_TEXT } from '../constants/feedback';
import { isSameSitePath } from '../lib/links';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/**
 * What a member writes as product feedback, each rule once (zod-free): the server's inputs
 * (schemas/feedback.ts) are built from these and the form calls them directly.
 */

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

/** The feedback itself: plain text, not blank, at most 2,000 characters once trimmed. */
export function checkFeedbackMessage(value: string): string | null {
  const plain = checkPlainText('Message', value);
  if (plain) return plain;
  const length = value.trim().length;
  if (length === 0) return FEEDBACK_TEXT.messageRequired;
  if (length > FEEDBACK_LIMITS.messageMax) return tooLong('Message', FEEDBACK_LIMITS.messageMax);
  return null;
}

/** An admin's note to the member (optional): plain text, at most 1,000 characters. */
export function checkAdminNote(value: string): string | null {
  return (
    checkPlainText('Note', value) ??
    (value.trim().length > FEEDBACK_LIMITS.adminNoteMax ? tooLong('Note', FEEDBACK_LIMITS.adminNoteMax) : null)
  );
}

const WEB_ADDRESS = /^https?:\/\/[^\s\p{Cc}]+$/iu;

/**
 * The optional page link's form, as typed (empty is no link): a path on this site (`/recipes/x`)
 * or an http(s) address. Anything else (`javascript:`, `recipes/x`, `//other.site`) is refused.
 * Whether an address is this site's is `sitePathOf`'s question, which knows the site.
 */
export function checkPageLink(value: string): string | null {
  const link = value.trim();
  if (link === '') return null;
  const plain = checkPlainText('Page link', value);
  if (plain) return plain;
  if (link.length > FEEDBACK_LIMITS.pageLinkMax) return tooLong('Page link', FEEDBACK_LIMITS.pageLinkMax);
  if (link.startsWith('/')) return isSameSitePath(link) ? null : FEEDBACK_TEXT.pageLinkInvalid;
  if (!WEB_ADDRESS.test(link)) return FEEDBACK_TEXT.pageLinkInvalid;
  try {
    new URL(link);
    return null;
  } catch {
    return FEEDBACK_TEXT.pageLinkInvalid;
  }
}

/**
 * The page link as it is kept: a path on this site, or null for none. A full address counts only
 * when it is this site's (`siteOrigin`, 'https://mamavillage.com.au'): it is kept as its path, so
 * it still leads to the page on any copy of the site. `{ problem }` when it can't be kept.
 */
export function sitePathOf(value: string, siteOrigin: string): { path: string | null } | { problem: string } {
  const problem = checkPageLink(value);
  if (problem) return { problem };
  const link = value.trim();
  if (link === '') return { path: null };
  if (link.startsWith('/')) return { path: link };
  const url = new URL(link);
  if (url.origin !== new URL(siteOrigin).origin) return { problem: FEEDBACK_TEXT.pageLinkOtherSite };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path) ? { path } : { problem: FEEDBACK_TEXT.pageLinkInvalid };
}
