import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/comments/')({
  component: AdminCommentsPage,
});

function AdminCommentsPage() {
  return <AdminUpcoming to="/admin/comments" />;
}
