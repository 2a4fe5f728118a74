/** Database ids: positive whole numbers that fit PostgreSQL's integer. */
export const ID_MAX = 2_147_483_647;

export const ID_TEXT = {
  notNumber: 'Id must be a number',
  notWhole: 'Id must be a whole number',
  notPositive: 'Id must be positive',
  tooLarge: 'Id is too large',
} as const;

/** What is wrong with `value` as an id (the first problem), or null when it can be one. */
export function checkId(value: number): string | null {
  if (Number.isNaN(value)) return ID_TEXT.notNumber;
  if (!Number.isInteger(value)) return ID_TEXT.notWhole;
  if (value < 1) return ID_TEXT.notPositive;
  if (value > ID_MAX) return ID_TEXT.tooLarge;
  return null;
}

/**
 * What is wrong with an id as it arrives, or null: a number, or a string of plain digits (a path
 * segment, a query value, a form's field), and nothing else. `true`, `[1]`, `'1e1'` and `' 2 '`
 * all read as numbers to `Number()`, and one of them once deleted a giveaway.
 */
export function checkIdInput(value: unknown): string | null {
  if (typeof value === 'number') return checkId(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return ID_TEXT.notNumber;
  return checkId(Number(value));
}

/**
 * An id written in an address (a route's `$id`, a `?topic=` value, which the router may already
 * have read as a number), or null when it can't be one: the page then shows not found. The same
 * rule as the server's `id` schema, so a page never asks for what the server refuses.
 */
export function parseId(value: unknown): number | null {
  return checkIdInput(value) === null ? Number(value) : null;
}
