import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/resources/new')({
  component: AdminNewResourcePage,
});

function AdminNewResourcePage() {
  return <PageTitle title="New Resource" />;
}
