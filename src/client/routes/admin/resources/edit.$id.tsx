import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/resources/edit/$id')({
  component: AdminEditResourcePage,
});

function AdminEditResourcePage() {
  return <PageTitle title="Edit Resource" />;
}
