import {
  RECIPE_DIFFICULTIES,
  RECIPE_FEATURED_FILTERS,
  type RecipeDifficulty,
  type RecipeFeaturedFilter,
} from '../../../../shared/constants/recipes';
import { optionalText } from '../../../lib/search-params';
import { parseAdminListSearch } from '../kit/admin-route-search';

/**
 * The search params of /admin/recipes. In a module of its own: the route file's validateSearch
 * loads with every page, the list's components only on the admin's.
 */
// A type, not an interface: useAdminListSearch's patch type needs an index signature.
export type RecipeListSearch = {
  q?: string;
  page?: number;
  featured?: RecipeFeaturedFilter;
  difficulty?: RecipeDifficulty;
};

/** `value` when it is one of `allowed` (the router may have read it as a number), else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = optionalText(value);
  return text !== undefined && (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}

/** /admin/recipes' filters from its search params: unknown filter values are dropped. */
export function parseRecipeListSearch(search: Record<string, unknown>): RecipeListSearch {
  const result: RecipeListSearch = parseAdminListSearch(search);
  const featured = oneOf(search.featured, RECIPE_FEATURED_FILTERS);
  const difficulty = oneOf(search.difficulty, RECIPE_DIFFICULTIES);
  if (featured) result.featured = featured;
  if (difficulty) result.difficulty = difficulty;
  return result;
}
