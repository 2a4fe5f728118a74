/**
 * The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error.
 * postgres.js names it `constraint_name`, PGlite `constraint`; drizzle wraps both in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as Record<string, unknown> | undefined) {
    if (e.code === '23505') return String(e.constraint_name ?? e.constraint ?? '');
  }
  return null;
}
