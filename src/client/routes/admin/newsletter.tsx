import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/newsletter')({
  component: AdminNewsletterPage,
});

function AdminNewsletterPage() {
  return <AdminUpcoming to="/admin/newsletter" />;
}
