import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/perks/new')({
  component: AdminNewPerkPage,
});

function AdminNewPerkPage() {
  return <PageTitle title="New Perk" />;
}
