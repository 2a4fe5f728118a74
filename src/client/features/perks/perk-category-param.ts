// Loaded with the route tree (validateSearch), so nothing but plain code here.
import { optionalText } from '../../lib/search-params';

/** `?category=` of /perks: a perk category's id, or undefined (All) for anything else. */
export function toPerkCategory(value: unknown): number | undefined {
  const text = optionalText(value);
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The /perks route's search: `{ category }` only when it names a category id. */
export function perksSearch(search: Record<string, unknown>): { category?: number } {
  const category = toPerkCategory(search.category);
  return category === undefined ? {} : { category };
}
