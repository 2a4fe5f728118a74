import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest email to `to` in the site server's outbox (no SMTP in tests: mail lands as .eml
 * files), with quoted-printable soft line breaks joined and =XX decoded so links can be read.
 */
export function latestMailTo(to: string, dataDir: string, matching?: RegExp): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  // The server writes as we read: a file can be renamed over between the listing and the read.
  const read = <T>(action: () => T): T | null => {
    try {
      return action();
    } catch {
      return null;
    }
  };
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => ({ file, at: read(() => statSync(path.join(outbox, file)).mtimeMs) ?? 0 }))
    .sort((a, b) => b.at - a.at);
  for (const { file } of files) {
    const mail = decodeQuotedPrintableParts(read(() => readFileSync(path.join(outbox, file), 'utf8')) ?? '');
    // Two mails written in the same millisecond (a welcome and a link) have no newest: `matching` picks.
    if (mail.includes(`To: ${to}`) && (!matching || matching.test(mail))) return mail;
  }
  return null;
}

/**
 * Each MIME part's body decoded when its headers say quoted-printable; headers stay as they are
 * (List-Unsubscribe's address holds a literal `=`, and a token may begin with two hex digits).
 */
function decodeQuotedPrintableParts(mail: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail)?.[1];
  return (boundary ? mail.split(`--${boundary}`) : [mail])
    .map((part) => {
      const bodyAt = part.search(/\r?\n\r?\n/);
      if (bodyAt < 0 || !/Content-Transfer-Encoding:\s*quoted-printable/i.test(part.slice(0, bodyAt))) return part;
      const body = part
        .slice(bodyAt)
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return part.slice(0, bodyAt) + body;
    })
    .join(boundary ? `--${boundary}` : '');
}
