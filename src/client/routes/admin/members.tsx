import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/members')({
  component: AdminMembersPage,
});

function AdminMembersPage() {
  return <AdminUpcoming to="/admin/members" />;
}
