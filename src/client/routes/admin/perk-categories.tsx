import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/perk-categories')({
  component: AdminPerkCategoriesPage,
});

function AdminPerkCategoriesPage() {
  return <PageTitle title="Perk Categories" />;
}
