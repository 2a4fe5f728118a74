import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/comments/pending')({
  component: AdminPendingCommentsPage,
});

function AdminPendingCommentsPage() {
  return <PageTitle title="Pending Comments" />;
}
