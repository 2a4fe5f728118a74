import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/recipes/')({
  component: AdminRecipesPage,
});

function AdminRecipesPage() {
  return <PageTitle title="Recipes" />;
}
