import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/members')({
  component: AdminMembersPage,
});

function AdminMembersPage() {
  return <PageTitle title="Members" />;
}
