import { INTEGRATION_SCOPES, type IntegrationScope, TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS } from '../constants/integrations';
import { endOfSydneyDay, sydneyDayOf } from '../lib/sydney-clock';
import { checkPlainText } from './text';

/**
 * An integration's token and its life (docs/ARCHITECTURE.md "Integrator API", "Tokens"), each rule
 * once (zod-free): schemas/integrations.ts builds the server's inputs from these and the admin's
 * create dialog calls them directly.
 */

const DAY_MS = 86_400_000;
export const INTEGRATION_NAME_MAX = 100;

export const INTEGRATION_TEXT = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${INTEGRATION_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeInvalid: `Scope must be one of ${INTEGRATION_SCOPES.join(', ')}`,
  expiryInvalid: 'Expiry must be a date (YYYY-MM-DD) or a date and time',
  expiryPast: 'Expiry must be in the future',
  expiryTooFar: `A token lives at most ${TOKEN_MAX_DAYS} days`,
  notFound: 'Integration not found',
  /** The bearer middleware's answers (http/bearer-auth.ts). */
  tokenInQuery: 'Send the API token in the Authorization header (Bearer), never in the address',
  cookieAndToken: 'Send either a session cookie or an API token, not both',
  badAuthorization: 'Authorization must be "Bearer <token>"',
  tokenInvalid: 'The API token is wrong, expired or revoked',
  tokenOnTrpc: 'API tokens are for /api only',
  notForTokens: 'An API token acts as an integration, never as a member: this path is not open to tokens',
  missingScope: (scope: IntegrationScope | string) => `This token lacks the scope ${scope}`,
  tooManyRequests: 'Too many requests for this API token. Please wait and try again.',
} as const;

/** `mv_<id>_<secret>`: the secret is 32 base32 characters (20 random bytes). */
const TOKEN_FORMAT = /^mv_([1-9]\d{0,9})_([a-z2-7]{32})$/;
/**
 * What looks like a token anywhere in a text (a query parameter's value): caught even with a
 * mistyped secret, so a token pasted into an address is refused rather than tried.
 */
const TOKEN_INSIDE = /(?:^|[^A-Za-z0-9_])mv_\d+_[A-Za-z0-9]{8,}/;

export function parseToken(token: string): { id: number; secret: string } | null {
  const match = TOKEN_FORMAT.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { id, secret: match[2]! } : null;
}

export function looksLikeToken(value: string): boolean {
  return TOKEN_INSIDE.test(value);
}

/** The part of a token the list shows, to tell tokens apart: `mv_12_ab3d`. */
export function tokenPrefix(id: number, secret: string): string {
  return `mv_${id}_${secret.slice(0, 4)}`;
}

export function checkIntegrationName(value: string): string | null {
  const plain = checkPlainText('Name', value);
  if (plain) return plain;
  const length = value.trim().length;
  if (length === 0) return INTEGRATION_TEXT.nameRequired;
  if (length > INTEGRATION_NAME_MAX) return INTEGRATION_TEXT.nameTooLong;
  return null;
}

export function checkScopes(scopes: readonly string[]): string | null {
  if (scopes.length === 0) return INTEGRATION_TEXT.scopesRequired;
  if (scopes.some((scope) => !(INTEGRATION_SCOPES as readonly string[]).includes(scope))) return INTEGRATION_TEXT.scopeInvalid;
  return null;
}

/** The Sydney day a token made now expires on unless the admin picks another (a year ahead). */
export function defaultExpiryDay(now: Date): string {
  return sydneyDayOf(new Date(now.getTime() + TOKEN_DEFAULT_DAYS * DAY_MS));
}

/** The last Sydney day a token made now may expire on (two years ahead). */
export function maxExpiryDay(now: Date): string {
  return sydneyDayOf(new Date(now.getTime() + TOKEN_MAX_DAYS * DAY_MS));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a token chosen as `value` expires: a day (`2027-03-31`) is the end of that Sydney day, a
 * date and time is that instant; null when it is neither.
 */
export function expiryInstant(value: string): Date | null {
  if (DAY.test(value)) {
    const instant = endOfSydneyDay(value);
    return Number.isNaN(instant.getTime()) || sydneyDayOf(instant) !== value ? null : instant;
  }
  const instant = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** Whether `value` is an expiry a token made at `now` may have: in the future, within two years. */
export function checkExpiry(value: string, now = new Date()): string | null {
  const instant = expiryInstant(value);
  if (!instant) return INTEGRATION_TEXT.expiryInvalid;
  if (instant.getTime() <= now.getTime()) return INTEGRATION_TEXT.expiryPast;
  if (instant.getTime() > endOfSydneyDay(maxExpiryDay(now)).getTime()) return INTEGRATION_TEXT.expiryTooFar;
  return null;
}
