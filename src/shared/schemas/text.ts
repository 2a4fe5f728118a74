import { z } from 'zod';

// C0 controls except tab, newline and carriage return, plus DEL. PostgreSQL can't store NUL at
// all, and nobody types the others on purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A string with no control characters: the base of every free-text input. */
export function plainText(name: string) {
  return z
    .string({ error: `${name} is required` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${name} contains characters that are not allowed` });
}
