import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/comments/')({
  component: AdminCommentsPage,
});

function AdminCommentsPage() {
  return <PageTitle title="Comments" />;
}
