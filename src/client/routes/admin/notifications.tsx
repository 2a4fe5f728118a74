import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/notifications')({
  component: AdminNotificationsPage,
});

function AdminNotificationsPage() {
  return <AdminUpcoming to="/admin/notifications" />;
}
