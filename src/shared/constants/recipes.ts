/**
 * A recipe's ingredients: groups ('For the icing'; one unnamed group for a simple recipe) of
 * items with a quantity, a unit, what it is and a note. Metric first (docs/PRODUCT.md): the
 * quantity and unit hold the metric measure, a cup measure goes in the note ('3/4 cup').
 * Zod-free, so the public recipe page and the admin editor use it without loading zod.
 */
export interface RecipeIngredient {
  /** '165', '1 1/2', '3/4', '2.5', '12-14'; '' for "to taste" or a line kept as text. */
  quantity: string;
  /** One of RECIPE_UNITS; '' for things counted ('2 eggs') or not measured. */
  unit: RecipeUnit;
  item: string;
  /** 'softened', '3/4 cup', 'optional'; '' for none. */
  note: string;
}

export interface RecipeIngredientGroup {
  /** 'For the icing'; '' for the one group of a recipe that has no groups. */
  name: string;
  items: RecipeIngredient[];
}

/** The editor's unit picker, metric first; '' is "no unit" (2 eggs, a pinch of salt). */
export const RECIPE_UNITS = ['g', 'kg', 'ml', 'L', 'tsp', 'tbsp', 'cup', 'pinch', 'bunch', 'can', ''] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/** Units of weight and volume that scale as metric amounts (whole grams, tenths of a kilo). */
export const METRIC_UNITS: readonly RecipeUnit[] = ['g', 'kg', 'ml', 'L'];

/** The recipe limits the server and the editor share. */
export const RECIPE_LIMITS = {
  titleMax: 150,
  descriptionMax: 1000,
  perfectForMax: 100,
  minutesMax: 1440,
  servingsMin: 1,
  servingsMax: 100,
  groupsMin: 1,
  groupsMax: 20,
  groupNameMax: 100,
  itemsMin: 1,
  itemsMax: 100,
  quantityMax: 20,
  itemMax: 200,
  noteMax: 200,
  stepsMin: 1,
  stepsMax: 50,
  stepMax: 2000,
} as const;

export const RECIPE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/** The admin list's `?featured=` values. */
export const RECIPE_FEATURED_FILTERS = ['featured', 'not-featured'] as const;
export type RecipeFeaturedFilter = (typeof RECIPE_FEATURED_FILTERS)[number];

/** Recipes per page on /recipes: three rows of three on a wide screen. */
export const RECIPE_PAGE_SIZE = 9;
