import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/authors/')({
  component: AdminAuthorsPage,
});

function AdminAuthorsPage() {
  return <PageTitle title="Authors" />;
}
