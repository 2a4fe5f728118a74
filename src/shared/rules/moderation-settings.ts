import { DEFAULT_HIDE_THRESHOLD } from './moderation';
import type { WatchedWord } from './watched-words';

/**
 * What the team sets at /admin/moderation/settings (docs/PRODUCT.md "Moderation", holds and
 * watched words). Stored as one site setting; these are the values until an admin saves others.
 */
export interface ModerationSettings {
  /** Reports by distinct members that hide a post (HIDE_THRESHOLD_RANGE). */
  hideThreshold: number;
  /** A member's first posts wait for a check until this many of hers are approved (HOLD_FIRST_POSTS_RANGE); 0: none. */
  holdFirstPosts: number;
  /** Posts with a link to a site off the allowlist wait for a check while the account is under NEW_ACCOUNT_HOURS old. */
  holdNewAccountLinks: boolean;
  /** Sites a new account may link to; a subdomain counts as its site. */
  linkAllowlist: string[];
  /** The same text posted REPEATED_TEXT.times in REPEATED_TEXT.hours by one member waits for a check. */
  holdRepeatedText: boolean;
  watchedWords: WatchedWord[];
}

export const HOLD_FIRST_POSTS_RANGE = { min: 0, max: 5 } as const;
export const NEW_ACCOUNT_HOURS = 24;
export const REPEATED_TEXT = { times: 3, hours: 24 } as const;
export const LINK_ALLOWLIST_MAX = 100;

/** Australian health and safety sites a new mum may well share on her first day. */
export const DEFAULT_LINK_ALLOWLIST = [
  'raisingchildren.net.au',
  'healthdirect.gov.au',
  'pregnancybirthbaby.org.au',
  'panda.org.au',
  'beyondblue.org.au',
  'rednose.org.au',
  'esafety.gov.au',
];

export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  hideThreshold: DEFAULT_HIDE_THRESHOLD,
  holdFirstPosts: 0,
  holdNewAccountLinks: true,
  linkAllowlist: DEFAULT_LINK_ALLOWLIST,
  holdRepeatedText: true,
  watchedWords: [],
};

// An address a member writes: with its scheme, or starting www. Bare names ("mum.com") are left
// alone: too many ordinary sentences ("Dr.Smith") would look like one.
const LINK = /\b(?:https?:\/\/|www\.)([^\s/?#<>()"'[\]]+)/gi;

/** The sites `text` links to, lower case, without `www.` or a port. */
export function linkedHosts(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) =>
    match[0]
      .replace(/^https?:\/\//i, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d+$/, '')
      .replace(/^www\./i, '')
      .replace(/\.+$/, '')
      .toLowerCase(),
  );
}

/** Whether `host` is an allowed site or one of its subdomains. */
export function hostAllowed(host: string, allowlist: readonly string[]): boolean {
  return allowlist.some((site) => host === site || host.endsWith(`.${site}`));
}

/** The problem with one allowlist entry (a bare domain name), or null. */
export function checkAllowedSite(site: string): string | null {
  return /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(site)
    ? null
    : `"${site}" is not a domain name (write it like raisingchildren.net.au)`;
}
