/** Texts of the recipe pages. 'Perfect for' and 'View Recipe' come from PRODUCT.md "Screens" (Cards). */
export const RECIPE_TEXT = {
  title: 'Recipes',
  intro: 'Nourishing, family-friendly recipes for pregnancy, feeding, first foods and busy weeknights.',
  emptyTitle: 'No recipes yet',
  emptyBody: 'New recipes are on their way. Check back soon!',
  loadingRecipes: 'Loading recipes...',
  loadMoreFailed: "We couldn't load more recipes. Please try again.",
  allRecipes: 'All recipes',
  backToRecipes: 'All recipes',
  featured: 'Featured',
  prep: 'Prep',
  cook: 'Cook',
  total: 'Total',
  difficulty: 'Difficulty',
  servings: 'Serves',
  perfectFor: 'Perfect for',
  ingredients: 'Ingredients',
  ingredientsHint: 'Tick them off as you go.',
  method: 'Method',
  print: 'Print recipe',
  fewerServings: 'Fewer servings',
  moreServings: 'More servings',
  resetServings: 'Reset',
  scaledNote: (original: number) => `Quantities scaled from the original ${original} servings.`,
  minutes: (value: number) => `${value} min`,
  stepLabel: (n: number) => `Step ${n}`,
} as const;

/** The largest number of servings the scaler goes up to. */
export const MAX_SERVINGS = 48;
