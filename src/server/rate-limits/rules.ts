/**
 * Every rate limit of the site: its name in code, the variable an operator sets it with, and
 * the numbers it has when the variable is unset. A value is `<attempts>/<window>`, the window in
 * seconds, minutes, hours or days (`30/15m`). Each name is also its own key space: an address
 * typed as a username counts nowhere but against that username.
 */
export const RATE_LIMIT_RULES = {
  /** Sign-in attempts from one address, right or wrong: generous for a family on one connection. */
  loginPerAddress: { variable: 'RATE_LIMIT_LOGIN_PER_ADDRESS', default: '30/15m' },
  /**
   * Wrong passwords for one account from one address, whichever of its username or email was
   * typed; a right one clears the count. Strangers failing elsewhere never lock the owner out.
   */
  loginFailuresPerAccount: { variable: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', default: '10/15m' },
  registerPerAddress: { variable: 'RATE_LIMIT_REGISTER_PER_ADDRESS', default: '20/1h' },
  resetRequestPerAddress: { variable: 'RATE_LIMIT_RESET_REQUEST_PER_ADDRESS', default: '10/1h' },
  resetRequestPerEmail: { variable: 'RATE_LIMIT_RESET_REQUEST_PER_EMAIL', default: '3/1h' },
  /** Setting a new password from a link: tried before any token is looked up or password hashed. */
  resetPasswordPerAddress: { variable: 'RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS', default: '10/1h' },
  resetPasswordPerToken: { variable: 'RATE_LIMIT_RESET_PASSWORD_PER_TOKEN', default: '5/1h' },
  /** Far above a real conversation, far below a spam run. */
  forumThreadsPerMember: { variable: 'RATE_LIMIT_FORUM_THREADS_PER_MEMBER', default: '10/1h' },
  forumRepliesPerMember: { variable: 'RATE_LIMIT_FORUM_REPLIES_PER_MEMBER', default: '60/1h' },
  /** Comments under articles, recipes and resources (docs/PRODUCT.md "Comments"). */
  commentsPerMember: { variable: 'RATE_LIMIT_COMMENTS_PER_MEMBER', default: '20/1h' },
  avatarChangesPerMember: { variable: 'RATE_LIMIT_AVATAR_CHANGES_PER_MEMBER', default: '30/1h' },
  /** Newsletter sign-ups from one address: a household signs up a few; a list-bomber hundreds. */
  newsletterPerAddress: { variable: 'RATE_LIMIT_NEWSLETTER_PER_ADDRESS', default: '30/1h' },
  /** Attempts for one email address: stops anyone making a stranger's inbox the target. */
  newsletterPerEmail: { variable: 'RATE_LIMIT_NEWSLETTER_PER_EMAIL', default: '10/1h' },
  /**
   * Confirm-links emailed to an address that unsubscribed: further sign-ups within the window get
   * the same answer and send nothing (PRODUCT.md "Newsletter and email").
   */
  newsletterConfirmPerEmail: { variable: 'RATE_LIMIT_NEWSLETTER_CONFIRM_PER_EMAIL', default: '1/1h' },
  /** The partnerships form: a brand writes once or twice; a spam run writes hundreds. */
  partnershipEnquiriesPerAddress: { variable: 'RATE_LIMIT_PARTNERSHIP_ENQUIRIES_PER_ADDRESS', default: '5/1h' },
  /**
   * Searches from one address (header suggestions included): a person typing, paging and
   * refining makes a few a minute; a scripted flood of heavy queries slows everyone else.
   */
  searchPerAddress: { variable: 'RATE_LIMIT_SEARCH_PER_ADDRESS', default: '60/1m' },
  /** Reports a member sends: a worried mum sends a few; a campaign against someone, many. */
  reportsPerMember: { variable: 'RATE_LIMIT_REPORTS_PER_MEMBER', default: '20/1d' },
  /**
   * Every request made with one API token, in every process (docs/ARCHITECTURE.md "Integrator
   * API", "Tokens"): a bare number is per minute (`600`), or attempts per window like the others.
   */
  requestsPerToken: { variable: 'RATE_LIMIT_TOKEN_PER_MINUTE', default: '600/1m' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;
export type RateLimitVariable = (typeof RATE_LIMIT_RULES)[RateLimitName]['variable'];

export interface RateLimit {
  attempts: number;
  windowSeconds: number;
}
export type RateLimits = Record<RateLimitName, RateLimit>;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
export const RATE_LIMIT_FORMAT = /^([1-9]\d{0,8})\/([1-9]\d{0,5})([smhd])$/;

/** `30/15m` as numbers; null when the text isn't in that form. */
export function parseRateLimit(text: string): RateLimit | null {
  const match = RATE_LIMIT_FORMAT.exec(text.trim());
  if (!match) return null;
  const [, attempts, amount, unit] = match;
  return { attempts: Number(attempts), windowSeconds: Number(amount) * UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS] };
}

/** The limits in force: each variable set in `values`, else its default. */
export function rateLimitsFrom(values: Partial<Record<RateLimitVariable, string>>): RateLimits {
  const entries = Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => {
    const limit = parseRateLimit(values[rule.variable] ?? rule.default);
    if (!limit) throw new Error(`${rule.variable}: not a rate limit`);
    return [name, limit];
  });
  return Object.fromEntries(entries) as RateLimits;
}

export const DEFAULT_RATE_LIMITS: RateLimits = rateLimitsFrom({});
