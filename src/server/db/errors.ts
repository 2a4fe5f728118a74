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
