import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/authors/edit/$id')({
  component: AdminEditAuthorPage,
});

function AdminEditAuthorPage() {
  return <PageTitle title="Edit Author" />;
}
