import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/member-management')({
  component: AdminMemberManagementPage,
});

function AdminMemberManagementPage() {
  return <PageTitle title="Member Management" />;
}
