import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/recipes/new')({
  component: AdminNewRecipePage,
});

function AdminNewRecipePage() {
  return <PageTitle title="New Recipe" />;
}
