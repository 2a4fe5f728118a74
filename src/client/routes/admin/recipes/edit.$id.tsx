import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/recipes/edit/$id')({
  component: AdminEditRecipePage,
});

function AdminEditRecipePage() {
  return <PageTitle title="Edit Recipe" />;
}
