interface PostgresError {
  /** SQLSTATE, e.g. '23505' unique violation, '22021' bad byte sequence. */
  code: string;
  constraint: string | null;
}

/**
 * The PostgreSQL error behind `error`, found through drizzle's and tRPC's `cause` wrappers, or
 * null. postgres.js names the constraint `constraint_name`, PGlite `constraint`.
 */
export function postgresError(error: unknown): PostgresError | null {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as Record<string, unknown> | undefined) {
    // Every SQLSTATE has a digit, which tells it from Node's own codes (EPIPE, EBUSY).
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && /[0-9]/.test(e.code)) {
      return { code: e.code, constraint: (e.constraint_name ?? e.constraint ?? null) as string | null };
    }
  }
  return null;
}

/** The constraint a unique violation hit, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const pg = postgresError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : null;
}

/**
 * SQLSTATE class 22, "data exception" (a NUL byte, a number out of range, a bad date): the input
 * was bad in a way a schema missed.
 */
export function isDataException(error: unknown): boolean {
  return postgresError(error)?.code.startsWith('22') ?? false;
}

/**
 * What the database, or the connection to it, said behind a failed query (the first coded error
 * under the wrappers), for the log: drizzle's own message, "Failed query: …", says nothing of why.
 */
export function databaseErrorOf(error: unknown): { code: string; message: string } | null {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as Record<string, unknown> | undefined) {
    if (typeof e.code === 'string' && e.code !== 'INTERNAL_SERVER_ERROR' && e.code !== 'SERVICE_UNAVAILABLE') {
      return { code: e.code, message: String(e.message ?? '') };
    }
  }
  return null;
}

// Node's socket errors, postgres.js's connection errors, and the SQLSTATEs of a server that is
// shutting down, starting up, out of connections or past the statement timeout (57014).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

/**
 * The database can't be reached or can't serve now: the request may work again in a moment (503),
 * unlike a bug (500). SQLSTATE class 08 is "connection exception"; a closed PGlite says so in words.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = databaseErrorOf(error);
  if (cause) return UNAVAILABLE_CODES.has(cause.code) || /^08[0-9A-Z]{3}$/.test(cause.code);
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.message === 'PGlite is closed') return true;
  }
  return false;
}
