import type { SeedReport } from './db/seed';

export interface StartFacts {
  /** The address the site answers at, without a trailing slash. */
  origin: string;
  /** Where the data lives, in words: 'embedded PGlite in /srv/data' or 'PostgreSQL'. */
  database: string;
  /** The folder emails are written to when there is no SMTP server; null with SMTP_URL. */
  outboxDir: string | null;
  generatedCredentials: SeedReport['generatedCredentials'];
}

/** How many demo usernames the message names before '…'. */
const NAMED_MEMBERS = 2;

/**
 * What the server prints once it listens, the last thing a start prints: where it runs, where to
 * sign in, and the passwords this start made, which are shown this once (README, "Signing in").
 */
export function startMessage({ origin, database, outboxDir, generatedCredentials }: StartFacts): string {
  const { admin, demoMembers } = generatedCredentials;
  const lines = [
    `Mama Village is running at ${origin} (database: ${database})`,
    ...(outboxDir ? [`No SMTP_URL set: emails are written to ${outboxDir}`] : []),
    '',
    'Sign in',
    `  Admins:  ${origin}/admin/login`,
    `  Members: ${origin}/community/auth`,
  ];
  if (admin || demoMembers) {
    lines.push('First start: these passwords are shown this once.');
    if (admin) lines.push(`  Admin:        ${admin.username} / ${admin.password}`);
    if (demoMembers) {
      const { usernames, password } = demoMembers;
      const named = usernames.slice(0, NAMED_MEMBERS).join(', ');
      const who = usernames.length > NAMED_MEMBERS ? `${named}, … (${usernames.length})` : named;
      lines.push(`  Demo members: ${who} / ${password}, one for all`);
    }
  }
  lines.push('Lost the admin password? Start with ADMIN_PASSWORD=\'a new one\' (README, "Signing in").');
  return lines.join('\n');
}
