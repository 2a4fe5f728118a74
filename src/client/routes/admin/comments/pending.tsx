import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/comments/pending')({
  component: AdminPendingCommentsPage,
});

function AdminPendingCommentsPage() {
  return <AdminUpcoming to="/admin/comments/pending" />;
}
