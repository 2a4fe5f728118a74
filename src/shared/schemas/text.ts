import { z } from 'zod';
import { checkPlainText } from '../rules/text';

/**
 * A check for `.check()` made from a rule of rules/: the rule's message becomes the issue's, so
 * the server refuses with the very words the client's forms show.
 */
export function rule<T>(check: (value: T) => string | null): z.core.CheckFn<T> {
  return (payload) => {
    const message = check(payload.value);
    if (message !== null) payload.issues.push({ code: 'custom', message, input: payload.value });
  };
}

/** A string with no control characters: the base of every free-text input. */
export function plainText(name: string) {
  return z.string({ error: `${name} is required` }).check(rule((value: string) => checkPlainText(name, value)));
}

/** The lengths a rule allows, for the API document (JSON Schema can't read them from the rule). */
export interface TextLengths {
  min?: number;
  max: number;
}

/**
 * Free text under one rule of rules/ (which covers control characters itself), checked as typed
 * and then trimmed. `lengths` are the rule's own limits (the same constants), so that the OpenAPI
 * document says what the server enforces (docs/ARCHITECTURE.md "Integrator API").
 */
export function ruledText(name: string, check: (value: string) => string | null, lengths?: TextLengths) {
  const text = z
    .string({ error: `${name} is required` })
    .check(rule(check))
    .trim();
  return lengths ? text.meta({ minLength: lengths.min ?? 1, maxLength: lengths.max }) : text;
}
