import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/perks/$id')({
  component: AdminPerkPage,
});

function AdminPerkPage() {
  return <PageTitle title="Perk" />;
}
