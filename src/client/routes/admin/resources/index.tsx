import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/resources/')({
  component: AdminResourcesPage,
});

function AdminResourcesPage() {
  return <PageTitle title="Resources" />;
}
