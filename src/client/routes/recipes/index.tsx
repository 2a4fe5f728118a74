import { createFileRoute } from '@tanstack/react-router';
import { RecipeListPage } from '../../features/recipes/recipe-list-page';

export const Route = createFileRoute('/recipes/')({
  component: RecipeListPage,
});
