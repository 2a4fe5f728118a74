import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { RecipeListPage } from '../../../features/admin/recipes/recipe-list';

export const Route = createFileRoute('/admin/recipes/')({
  validateSearch: parseAdminRouteSearch,
  component: RecipeListPage,
});
