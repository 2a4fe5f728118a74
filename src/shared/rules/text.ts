/**
 * The rule under every free-text input: no control characters. Zod-free, like everything in
 * rules/: the server's schemas are built from these functions (schemas/text.ts) and the client's
 * forms call them directly, so both say the same thing and the first load carries no zod.
 */

// C0 controls except tab, newline and carriage return, plus DEL. PostgreSQL can't store NUL at
// all, and nobody types the others on purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** `{name} contains characters that are not allowed`, or null when the text is plain. */
export function checkPlainText(name: string, value: string): string | null {
  return CONTROL_CHARACTERS.test(value) ? `${name} contains characters that are not allowed` : null;
}
