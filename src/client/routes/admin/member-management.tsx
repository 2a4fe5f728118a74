import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/member-management')({
  component: AdminMemberManagementPage,
});

function AdminMemberManagementPage() {
  return <AdminUpcoming to="/admin/member-management" />;
}
