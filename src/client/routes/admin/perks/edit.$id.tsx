import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/perks/edit/$id')({
  component: AdminEditPerkPage,
});

function AdminEditPerkPage() {
  return <PageTitle title="Edit Perk" />;
}
