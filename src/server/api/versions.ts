/**
 * The API's versions (docs/ARCHITECTURE.md "Integrator API"): today's /api/* is version 1 and only
 * grows by addition; a breaking change gets a new path, and the old one is deprecated first.
 */

/** The day version 1's first operations were served: `since` of everything that predates the catalogue. */
export const API_V1 = '2026-11-21';

/** The day the published document, tokens and webhooks arrived (issue 35). */
export const INTEGRATOR_API = '2026-11-29';

/** A deprecated operation is served at least this long after its deprecation (RFC 8594's Sunset). */
export const MIN_SUNSET_MONTHS = 6;

/** `YYYY-MM-DD` as an HTTP date (Sunset) or a structured-field date (Deprecation, RFC 9745). */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The earliest sunset allowed for a deprecation day. */
export function earliestSunset(deprecatedAt: string): string {
  const day = dayOf(deprecatedAt);
  day.setUTCMonth(day.getUTCMonth() + MIN_SUNSET_MONTHS);
  return day.toISOString().slice(0, 10);
}

/**
 * A deprecated operation's headers: `Deprecation` (RFC 9745, `@` + Unix seconds) and `Sunset`
 * (RFC 8594, an HTTP date), the sunset never sooner than six months after the deprecation.
 */
export function deprecationHeaders(operation: { deprecatedAt?: string; sunsetAt?: string }): Record<string, string> | null {
  if (!operation.deprecatedAt) return null;
  const earliest = earliestSunset(operation.deprecatedAt);
  const sunset = operation.sunsetAt && operation.sunsetAt > earliest ? operation.sunsetAt : earliest;
  return {
    Deprecation: `@${Math.floor(dayOf(operation.deprecatedAt).getTime() / 1000)}`,
    Sunset: dayOf(sunset).toUTCString(),
  };
}
