interface IssueLike {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

/** One readable sentence from validation issues (zod or any standard schema), for `{ error }` bodies. */
export function describeIssues(issues: readonly IssueLike[]): string {
  const parts = issues.map((issue) => {
    const field = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return parts.join('; ') || 'Invalid input';
}
