import { createFileRoute } from '@tanstack/react-router';
import { parseRecipeListSearch } from '../../../features/admin/recipes/recipe-list-search';
import { RecipeListPage } from '../../../features/admin/recipes/recipe-list';

export const Route = createFileRoute('/admin/recipes/')({
  validateSearch: parseRecipeListSearch,
  component: RecipeListPage,
});
