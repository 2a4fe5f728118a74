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

/**
 * The database could not be reached: refused, no answer within its time, or known to be down
 * (db/outage.ts). Only the database client raises it, so a socket error of the request's own (a
 * client that hangs up mid-body: ECONNRESET) is never taken for an outage. Its cause is what
 * happened; it has no code of its own, so the log shows the cause's.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

// Node's socket errors and postgres.js's connection errors, met on the database's connection.
const CONNECTION_FAILURES = new Set([
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
]);

/** SQLSTATEs of a server shutting down or starting up (57P0x) or a broken connection (class 08). */
const isServerGoneState = (code: string) => /^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code);

/**
 * A failure to reach the database at all (db/outage.ts counts it as down), as the client met it on
 * its connection: not an error the database answered with.
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && (CONNECTION_FAILURES.has(code) || isServerGoneState(code));
}

/**
 * The database can't be reached or can't serve now: the request may work again in a moment (503),
 * unlike a bug (500). Out of reach (the client's DatabaseUnreachableError), a closed PGlite, or the
 * server's own word: shutting down or starting up, a broken connection, out of connections
 * (53300), past the statement timeout (57014).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e instanceof DatabaseUnreachableError || e.message === 'PGlite is closed') return true;
  }
  const code = postgresError(error)?.code;
  return code !== undefined && (code === '57014' || code === '53300' || isServerGoneState(code));
}
