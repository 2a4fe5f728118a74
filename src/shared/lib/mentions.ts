/**
 * `@username` mentions in forum text. Pure and zod-free: the server finds whom to notify with it
 * and the client highlights the same spans, so both always agree on what a mention is.
 *
 * A mention is '@' followed by a username (3 to 30 letters, digits, '_' or '.', the registration
 * rule in rules/auth.ts) where:
 * - the '@' does not follow a letter, digit or other address character: 'kate@example.com' and
 *   'https://site.com/@kate' mention nobody;
 * - a trailing full stop ends the sentence, not the name: '@kate.' mentions kate;
 * - the name is not followed by another '@' (an address's local part) or by a letter outside
 *   the username alphabet ('@katé' is not kate).
 */

import { USERNAME_MAX, USERNAME_MIN } from '../rules/auth';

// The '@' may not follow a character that makes it part of an address or a path.
const CANDIDATE = /(?<![\p{L}\p{N}_.@+\-/])@([A-Za-z0-9_.]+)/gu;
const NOT_AFTER_NAME = /^[@\p{L}\p{N}]/u;

export interface MentionSpan {
  /** The username as written, without '@' or trailing full stops. */
  username: string;
  /** Index of the '@'. */
  start: number;
  /** Index just after the name (exclusive). */
  end: number;
}

/** Every mention in `text`, in order, with its position (for highlighting). */
export function findMentions(text: string): MentionSpan[] {
  const spans: MentionSpan[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const written = match[1]!;
    const after = text.slice(match.index + 1 + written.length);
    if (NOT_AFTER_NAME.test(after)) continue;
    const username = written.replace(/\.+$/, '');
    if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) continue;
    spans.push({ username, start: match.index, end: match.index + 1 + username.length });
  }
  return spans;
}

/** The distinct usernames mentioned in `text`, lower-cased (usernames are unique regardless of case). */
export function extractMentions(text: string): string[] {
  return [...new Set(findMentions(text).map((span) => span.username.toLowerCase()))];
}
