// Loaded with the route tree (validateSearch) for every visitor: keep it a few bytes.

/** The /perks route's search: `{ category }` only when `?category=` is a category id; else All. */
export function perksSearch(search: Record<string, unknown>): { category?: number } {
  const { category } = search;
  const id = Number(category);
  return typeof category !== 'boolean' && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? { category: id } : {};
}
