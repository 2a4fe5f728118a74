/**
 * Search-param validators for `validateSearch`. Plain functions on purpose: they load with every
 * page, and zod (even zod/mini, which shares its core with the zod the lazy pages use) would add
 * 15-27 KB gzip to the first load.
 */

/**
 * An optional text param. The router JSON-parses search values (`?q=123` gives the number 123),
 * so numbers and booleans are read back as strings; anything else counts as absent.
 */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The given params as text (see optionalText); absent ones are left out rather than set to
 * undefined, so links built from the result carry no empty params. Other params are dropped.
 */
export function textParams<K extends string>(search: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const params: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = optionalText(search[key]);
    if (value !== undefined) params[key] = value;
  }
  return params;
}
