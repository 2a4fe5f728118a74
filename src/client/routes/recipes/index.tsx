import { createFileRoute } from '@tanstack/react-router';
import { RecipeListPage } from '../../features/recipes/recipe-list-page';
import { RECIPE_PAGE_SIZE } from '../../../shared/constants/recipes';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/recipes/')({
  loader: ({ context }) => loaded(() => [context.trpcUtils.content.recipes.list.prefetchInfinite({ limit: RECIPE_PAGE_SIZE })]),
  component: RecipeListPage,
});
