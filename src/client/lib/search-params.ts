/**
 * Search-param validators for `validateSearch`. Plain functions on purpose: they load with every
 * page, and zod (even zod/mini, which shares its core with the zod the lazy pages use) would add
 * 15-27 KB gzip to the first load.
 */

/**
 * An optional text param. The router JSON-parses search values (`?q=123` gives the number 123),
 * so numbers and booleans are read back as strings; anything else counts as absent.
 */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export interface RedirectSearch {
  /** Where to go after signing in (checked by safeRedirect before use). */
  redirect?: string;
}

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const redirect = optionalText(search.redirect);
  return redirect === undefined ? {} : { redirect };
}

export interface TokenSearch {
  /** The reset token from the emailed link; its format is checked by the page, not here. */
  token?: string;
}

/** `/reset-password?token=…`. Only optionalText here: this runs with the first load, zod doesn't. */
export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  const token = optionalText(search.token);
  return token === undefined ? {} : { token };
}
