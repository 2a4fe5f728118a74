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
 * An id written in an address (a route's `$id`, a `?topic=` value, which the router may already
 * have read as a number), or null when it can't be one: the page then shows not found. Only plain
 * digits count here ('1e3', ' 3' and '3.0' are not addresses anyone links to); the number itself
 * must pass `checkId`, the rule the server's `id` schema applies.
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return checkId(id) === null ? id : null;
}
