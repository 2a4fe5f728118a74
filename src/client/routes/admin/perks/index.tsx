import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/perks/')({
  component: AdminPerksPage,
});

function AdminPerksPage() {
  return <PageTitle title="Perks" />;
}
