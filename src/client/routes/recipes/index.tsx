import { createFileRoute } from '@tanstack/react-router';
import { listPageHead } from '../../lib/route-head';
import { RecipeListPage } from '../../features/recipes/recipe-list-page';
import { RECIPE_PAGE_SIZE } from '../../../shared/constants/recipes';

export const Route = createFileRoute('/recipes/')({
  loader: import.meta.env.SSR
    ? ({ context }) => Promise.all([context.trpcUtils.content.recipes.list.prefetchInfinite({ limit: RECIPE_PAGE_SIZE })])
    : undefined,
  head: import.meta.env.SSR ? () => listPageHead('recipes') : undefined,
  component: RecipeListPage,
});
