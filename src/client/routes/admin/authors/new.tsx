import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/authors/new')({
  component: AdminNewAuthorPage,
});

function AdminNewAuthorPage() {
  return <PageTitle title="New Author" />;
}
